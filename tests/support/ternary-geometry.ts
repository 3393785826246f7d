/**
 * Plane geometry for the triangles' tests, on a corner given as three shares [a, b, c] of a ternary
 * plot: the second and third shares are an affine image of the plot, which keeps areas in
 * proportion and insideness unchanged, so the tests need no drawing coordinates.
 */
export type Corner = readonly [number, number, number];

/** The area of a polygon in (second share, third share). */
export function area(corners: readonly Corner[]): number {
  let sum = 0;
  corners.forEach((corner, index) => {
    const next = corners[(index + 1) % corners.length] as Corner;
    sum += corner[1] * next[2] - next[1] * corner[2];
  });
  return Math.abs(sum) / 2;
}

/** Whether a point lies strictly inside a polygon (ray casting). */
export function inside(point: Corner, corners: readonly Corner[]): boolean {
  let crossings = 0;
  corners.forEach((a, index) => {
    const b = corners[(index + 1) % corners.length] as Corner;
    if (a[2] > point[2] !== b[2] > point[2]) {
      const x = a[1] + ((point[2] - a[2]) * (b[1] - a[1])) / (b[2] - a[2]);
      if (point[1] < x) crossings++;
    }
  });
  return crossings % 2 === 1;
}

/** The zones whose polygons hold a point. */
export function containing<Z extends string>(
  point: Corner,
  polygons: Record<Z, readonly (readonly Corner[])[]>,
): Z[] {
  return (Object.keys(polygons) as Z[]).filter((zone) =>
    polygons[zone].some((polygon) => inside(point, polygon)),
  );
}
