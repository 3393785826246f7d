/**
 * Plane geometry for the map of India that scripts/india-map-data.ts writes: rings of points in
 * drawing units, their area, simplification, rounding, containment and visual centre.
 */
export type Point = [number, number];
export type Ring = Point[];

export function area(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [x1, y1] = ring[i] as Point;
    const [x2, y2] = ring[(i + 1) % ring.length] as Point;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

export function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

export function douglasPeucker(points: Point[], epsilon: number): Point[] {
  if (points.length < 3) return points;
  const first = points[0] as Point;
  const last = points.at(-1) as Point;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < points.length - 1; i += 1) {
    const distance = distanceToSegment(points[i] as Point, first, last);
    if (distance > farthest) {
      farthest = distance;
      index = i;
    }
  }
  if (farthest <= epsilon) return [first, last];
  return [
    ...douglasPeucker(points.slice(0, index + 1), epsilon).slice(0, -1),
    ...douglasPeucker(points.slice(index), epsilon),
  ];
}

/** A closed ring simplified in two halves, split at the vertex farthest from the first. */
export function simplifyRing(ring: Ring, tolerance: number): Ring {
  if (ring.length <= 4) return ring;
  const start = ring[0] as Point;
  let split = 1;
  for (let i = 1; i < ring.length; i += 1) {
    const [x, y] = ring[i] as Point;
    const [sx, sy] = ring[split] as Point;
    if (Math.hypot(x - start[0], y - start[1]) > Math.hypot(sx - start[0], sy - start[1]))
      split = i;
  }
  const a = douglasPeucker(ring.slice(0, split + 1), tolerance);
  const b = douglasPeucker([...ring.slice(split), start], tolerance);
  return [...a.slice(0, -1), ...b.slice(0, -1)];
}

/** To a tenth of a drawing unit, the precision the map is written in. */
export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function roundRing(ring: Ring): Ring {
  const out: Ring = [];
  for (const [x, y] of ring) {
    const point: Point = [round(x), round(y)];
    const previous = out.at(-1);
    if (previous && previous[0] === point[0] && previous[1] === point[1]) continue;
    out.push(point);
  }
  const first = out[0];
  const last = out.at(-1);
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out;
}

export function insideRing([px, py]: Point, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function distanceToRing(point: Point, ring: Ring): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i] as Point;
    const b = ring[(i + 1) % ring.length] as Point;
    best = Math.min(best, distanceToSegment(point, a, b));
  }
  return best;
}

/** The point of the ring farthest from its edges (its visual centre), by a refined grid search. */
export function visualCentre(ring: Ring): Point {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  let [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  let best: Point = [(minX + maxX) / 2, (minY + maxY) / 2];
  let bestDistance = -1;
  for (let round = 0; round < 4; round += 1) {
    const step = Math.max(maxX - minX, maxY - minY) / 40;
    for (let x = minX; x <= maxX; x += step) {
      for (let y = minY; y <= maxY; y += step) {
        if (!insideRing([x, y], ring)) continue;
        const distance = distanceToRing([x, y], ring);
        if (distance > bestDistance) {
          bestDistance = distance;
          best = [x, y];
        }
      }
    }
    [minX, maxX, minY, maxY] = [best[0] - step, best[0] + step, best[1] - step, best[1] + step];
  }
  return best;
}

/** Inserts the point of the ring nearest `point` as a vertex and returns its index. */
export function snapOntoRing(ring: Ring, point: Point): number {
  let bestIndex = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 0; i < ring.length; i += 1) {
    const distance = distanceToSegment(
      point,
      ring[i] as Point,
      ring[(i + 1) % ring.length] as Point,
    );
    if (distance < bestDistance) {
      bestDistance = distance;
      bestIndex = i;
    }
  }
  if (bestDistance > 3) throw new Error(`The cut misses the outline by ${bestDistance} units`);
  const a = ring[bestIndex] as Point;
  const b = ring[(bestIndex + 1) % ring.length] as Point;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0
      ? 0
      : Math.max(0, Math.min(1, ((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / length2));
  const snapped: Point = [round(a[0] + t * dx), round(a[1] + t * dy)];
  for (const index of [bestIndex, (bestIndex + 1) % ring.length]) {
    const vertex = ring[index] as Point;
    if (Math.hypot(vertex[0] - snapped[0], vertex[1] - snapped[1]) < 0.25) return index;
  }
  ring.splice(bestIndex + 1, 0, snapped);
  return bestIndex + 1;
}
