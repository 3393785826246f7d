/**
 * Writes the map of India from the drawing in `@svg-maps/india` (a dev dependency, CC BY 4.0,
 * Victor Cazanave after MapSVG), in two files:
 *
 * - app/ui/india-map.svg, the state outlines: one path per state and union territory, largest
 *   first. The page draws each state with a `<use>` of its path, so the outlines travel as one
 *   cached file and never in the page's JavaScript;
 * - app/ui/india-map-data.ts, what the component needs: the names the Government of India uses,
 *   the draw order, each state's path id and its label point, where its pin goes.
 *
 * On the way:
 *
 * - Jammu and Kashmir cut into the union territories of Jammu and Kashmir and Ladakh (2019), and
 *   Dadra and Nagar Haveli joined with Daman and Diu (2020): the drawing predates both;
 * - Daman, Diu and Mahe drawn by hand, where the source has them wrong or not at all;
 * - outlines simplified (Douglas–Peucker, 0.45 units of a 612-unit-wide drawing) and rounded to
 *   one decimal place, specks of coast under 0.5 square units dropped from large states.
 *
 * The drawing's outer boundary is India's as the Survey of India draws it (the whole of Jammu and
 * Kashmir and Ladakh, Arunachal Pradesh to the McMahon line): see
 * docs/decisions/0009-india-map-from-svg-maps.md.
 *
 * Run: node scripts/india-map-data.ts. With --check it writes nothing and fails when either file
 * differs from what it would write (a unit test runs it so).
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { statesAndUnionTerritories } from "#app/lib/indian-states.ts";

type Point = [number, number];
type Ring = Point[];

const root = path.resolve(import.meta.dirname, "..");
const dataFile = path.join(root, "app/ui/india-map-data.ts");
const outlineFile = path.join(root, "app/ui/india-map.svg");
const check = process.argv.includes("--check");
const require = createRequire(import.meta.url);
const sourceFile = require.resolve("@svg-maps/india/india.svg");
const sourceVersion: string = require("@svg-maps/india/package.json").version;

/** Douglas–Peucker tolerance and the smallest island kept for a large state, in drawing units. */
const tolerance = 0.45;
const smallestIsland = 0.5;

/**
 * The drawing is a Mercator projection. Its extremes sit on those of the Survey of India outline
 * (68°08.9'E, 97°24.4'E, 6°45.0'N, 37°05.3'N), which gives the scales below; the landmarks checked
 * against them (Srinagar, Leh, Gilgit, Skardu, Kargil, Jammu, Muzaffarabad) fall within a unit.
 */
const west = 68.14811;
const north = 37.08833;
const unitsPerDegreeX = 20.9134;
const unitsPerDegreeY = 20.9412;

function mercator(latitude: number): number {
  return (Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)) * 180) / Math.PI;
}

function project([longitude, latitude]: Point): Point {
  return [
    (longitude - west) * unitsPerDegreeX,
    (mercator(north) - mercator(latitude)) * unitsPerDegreeY,
  ];
}

/**
 * The line between the union territories of Jammu and Kashmir and Ladakh, from the Himachal
 * Pradesh border to the western boundary, in degrees (longitude, latitude): the boundary of the
 * Leh and Kargil districts with the Kashmir and Jammu divisions, the Line of Control along Gurez,
 * then the boundary of Gilgit-Baltistan (Ladakh) with Muzaffarabad–Mirpur (Jammu and Kashmir), as
 * the Survey of India's map of November 2019 divides them. Traced from DataMeet's maps (the 2019
 * parliamentary constituencies, Ladakh being Leh and Kargil; the districts of Pakistan-administered
 * Kashmir), simplified to 0.012°.
 */
// biome-ignore format: a table of coordinates
const jammuKashmirLadakhLine: Point[] = [
  [76.74, 33.26], [76.72, 33.33], [76.67, 33.34], [76.63, 33.44], [76.58, 33.43], [76.57, 33.47],
  [76.55, 33.46], [76.5, 33.52], [76.46, 33.53], [76.45, 33.56], [76.42, 33.54], [76.38, 33.55],
  [76.36, 33.6], [76.31, 33.61], [76.31, 33.57], [76.22, 33.55], [76.2, 33.57], [76.24, 33.6],
  [76.23, 33.63], [76.28, 33.66], [76.27, 33.68], [76.27, 33.75], [76.17, 33.8], [76.14, 33.85],
  [76.05, 33.93], [76.02, 34], [75.86, 33.97], [75.86, 34.02], [75.77, 34.06], [75.71, 34.12],
  [75.69, 34.16], [75.69, 34.23], [75.66, 34.24], [75.59, 34.2], [75.5, 34.23], [75.47, 34.28],
  [75.39, 34.29], [75.38, 34.39], [75.33, 34.36], [75.21, 34.38], [75.25, 34.59], [75.11, 34.54],
  [74.92, 34.66], [74.81, 34.71], [74.8, 34.76], [74.78, 34.76], [74.73, 34.86], [74.7, 34.85],
  [74.67, 34.9], [74.61, 34.91], [74.57, 34.9], [74.57, 34.96], [74.59, 35], [74.54, 35.03],
  [74.54, 35.07], [74.51, 35.1], [74.46, 35.11], [74.46, 35.13], [74.36, 35.06], [74.3, 35.07],
  [74.26, 35.04], [74.22, 35.08], [74.17, 35.08], [74.13, 35.11],
];

/** Places that must fall on each side of that line: a check of the cut. */
const srinagar: Point = [74.8, 34.08];
const leh: Point = [77.58, 34.16];
const muzaffarabad: Point = [73.47, 34.37];
const gilgit: Point = [74.31, 35.92];

/**
 * Pins of these go on a place chosen by hand, in degrees: the visual centre of Jammu and Kashmir
 * and of Ladakh lies in areas administered by Pakistan and China, Gujarat's in the Rann of Kutch,
 * Haryana's beside Delhi's pin, and the island territories and Puducherry are marked at their
 * capital's region.
 */
const placedLabels: Partial<Record<string, Point>> = {
  "Jammu and Kashmir": [75.05, 33.85],
  Ladakh: [77.2, 34.2],
  Gujarat: [72.2, 22.7],
  Haryana: [76.0, 29.35],
  Lakshadweep: [72.64, 10.57],
  "Andaman and Nicobar Islands": [92.75, 11.9],
  Puducherry: [79.8, 11.93],
};

/**
 * Outlines drawn by hand, in degrees, where the source falls short: it has no Daman and no Mahe,
 * and draws Diu as a blob five times its size some 25 km west of the island.
 */
// biome-ignore format: a table of coordinates
const diu: Point[] = [
  [70.87, 20.71], [70.92, 20.735], [70.99, 20.73], [71.01, 20.71], [70.95, 20.695], [70.88, 20.7],
];
const daman: Point[] = [
  [72.82, 20.45],
  [72.87, 20.46],
  [72.89, 20.41],
  [72.85, 20.37],
  [72.82, 20.38],
];
const mahe: Point[] = [
  [75.52, 11.71],
  [75.55, 11.715],
  [75.56, 11.695],
  [75.53, 11.69],
];

function parsePath(d: string): Ring[] {
  const tokens = d.match(/[MmLlHhVvZz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const rings: Ring[] = [];
  let ring: Ring | undefined;
  let command = "";
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let i = 0;
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (/^[A-Za-z]$/.test(token)) {
      command = token;
      i += 1;
      if (command === "z" || command === "Z") {
        if (ring) rings.push(ring);
        ring = undefined;
        x = startX;
        y = startY;
      }
      continue;
    }
    switch (command) {
      case "M":
      case "m": {
        const dx = next();
        const dy = next();
        x = command === "m" ? x + dx : dx;
        y = command === "m" ? y + dy : dy;
        startX = x;
        startY = y;
        if (ring) rings.push(ring);
        ring = [[x, y]];
        command = command === "m" ? "l" : "L";
        break;
      }
      case "L":
      case "l": {
        const dx = next();
        const dy = next();
        x = command === "l" ? x + dx : dx;
        y = command === "l" ? y + dy : dy;
        ring?.push([x, y]);
        break;
      }
      case "H":
      case "h":
        x = command === "h" ? x + next() : next();
        ring?.push([x, y]);
        break;
      case "V":
      case "v":
        y = command === "v" ? y + next() : next();
        ring?.push([x, y]);
        break;
      default:
        throw new Error(`Unsupported path command "${command}" in the source map`);
    }
  }
  if (ring) rings.push(ring);
  return rings;
}

function area(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [x1, y1] = ring[i] as Point;
    const [x2, y2] = ring[(i + 1) % ring.length] as Point;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function douglasPeucker(points: Point[], epsilon: number): Point[] {
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
function simplifyRing(ring: Ring): Ring {
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

const round = (value: number) => Math.round(value * 10) / 10;

function roundRing(ring: Ring): Ring {
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

function insideRing([px, py]: Point, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function distanceToRing(point: Point, ring: Ring): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i] as Point;
    const b = ring[(i + 1) % ring.length] as Point;
    best = Math.min(best, distanceToSegment(point, a, b));
  }
  return best;
}

/** The point of the ring farthest from its edges (its visual centre), by a refined grid search. */
function visualCentre(ring: Ring): Point {
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
function snapOntoRing(ring: Ring, point: Point): number {
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

/** Cuts the outline of the former state of Jammu and Kashmir into the two union territories. */
function cutJammuKashmir(outline: Ring): { jammuKashmir: Ring; ladakh: Ring } {
  const ring = [...outline];
  const line = roundRing(jammuKashmirLadakhLine.map(project));
  const start = line[0] as Point;
  const end = line.at(-1) as Point;
  const inner = line.slice(1, -1);
  let startIndex = snapOntoRing(ring, start);
  const endIndex = snapOntoRing(ring, end);
  if (endIndex <= startIndex) startIndex += 1;
  const walk = (from: number, to: number) => {
    const points: Ring = [];
    for (let i = from; ; i = (i + 1) % ring.length) {
      points.push(ring[i] as Point);
      if (i === to) return points;
    }
  };
  const one = [...walk(startIndex, endIndex), ...[...inner].reverse()];
  const other = [...walk(endIndex, startIndex), ...inner];
  const [ladakh, jammuKashmir] = insideRing(project(leh), one) ? [one, other] : [other, one];
  const checks: [Point, Ring, string][] = [
    [leh, ladakh, "Leh in Ladakh"],
    [gilgit, ladakh, "Gilgit in Ladakh"],
    [srinagar, jammuKashmir, "Srinagar in Jammu and Kashmir"],
    [muzaffarabad, jammuKashmir, "Muzaffarabad in Jammu and Kashmir"],
  ];
  for (const [place, territory, what] of checks) {
    if (!insideRing(project(place), territory)) throw new Error(`The cut does not put ${what}`);
  }
  return { jammuKashmir, ladakh };
}

/** A number in tenths, written as short as SVG allows ("0.5" as ".5"). */
function formatNumber(tenths: number): string {
  const text = String(tenths / 10);
  if (text.startsWith("0.")) return text.slice(1);
  if (text.startsWith("-0.")) return `-${text.slice(2)}`;
  return text;
}

/** Numbers joined with the fewest separators: a sign or a second decimal point separates. */
function joinNumbers(numbers: string[]): string {
  let out = "";
  let previous = "";
  for (const number of numbers) {
    const needsSpace =
      out !== "" && !number.startsWith("-") && !(number.startsWith(".") && previous.includes("."));
    out += (needsSpace ? " " : "") + number;
    previous = number;
  }
  return out;
}

/** The rings as one path: the first point absolute, every other relative. */
function toPath(rings: Ring[]): string {
  let d = "";
  // The current point in tenths; after "z" it is the first point of the ring just closed.
  let x = 0;
  let y = 0;
  for (const [index, ring] of rings.entries()) {
    const tenths = ring.map(([px, py]) => [Math.round(px * 10), Math.round(py * 10)] as Point);
    const [first, ...rest] = tenths as [Point, ...Point[]];
    d += `${index === 0 ? "M" : "m"}${joinNumbers([formatNumber(first[0] - x), formatNumber(first[1] - y)])}`;
    const deltas: string[] = [];
    let [cx, cy] = first;
    for (const [px, py] of rest) {
      deltas.push(formatNumber(px - cx), formatNumber(py - cy));
      cx = px;
      cy = py;
    }
    d += `l${joinNumbers(deltas)}z`;
    [x, y] = first;
  }
  return d;
}

const svg = await readFile(sourceFile, "utf8");
const source = new Map<string, Ring[]>();
for (const match of svg.matchAll(/<path\s+id="([a-z]+)"\s+aria-label="([^"]+)"\s+d="([^"]+)"/g)) {
  source.set(match[2] as string, parsePath(match[3] as string));
}
if (source.size !== 36)
  throw new Error(`Expected 36 shapes in ${sourceFile}, found ${source.size}`);

function shape(name: string): Ring[] {
  const rings = source.get(name);
  if (!rings) throw new Error(`No shape named "${name}" in ${sourceFile}`);
  const largest = Math.max(...rings.map(area));
  return (
    rings
      .filter((ring) => largest < 100 || area(ring) >= smallestIsland)
      // Simplifying an island a few units across would leave nothing of it.
      .map((ring) => roundRing(area(ring) < 2 ? ring : simplifyRing(ring)))
      .filter((ring) => ring.length >= 3)
  );
}

const shapes = new Map<string, Ring[]>();
for (const name of source.keys()) {
  if (["Jammu and Kashmir", "Dadra and Nagar Haveli", "Daman and Diu"].includes(name)) continue;
  // The source's blob for Daman and Diu is replaced below.
  shapes.set(name, shape(name));
}
const [formerState] = shape("Jammu and Kashmir");
if (!formerState) throw new Error("Jammu and Kashmir has no outline");
const { jammuKashmir, ladakh } = cutJammuKashmir(formerState);
shapes.set("Jammu and Kashmir", [jammuKashmir]);
shapes.set("Ladakh", [ladakh]);
const handDrawn = (ring: Point[]) => roundRing(ring.map(project));
shapes.set("Dadra and Nagar Haveli and Daman and Diu", [
  ...shape("Dadra and Nagar Haveli"),
  handDrawn(daman),
  handDrawn(diu),
]);
shapes.set("Puducherry", [...shape("Puducherry"), handDrawn(mahe)]);

const names = [...statesAndUnionTerritories];
const missing = names.filter((name) => !shapes.has(name));
const extra = [...shapes.keys()].filter((name) => !names.includes(name as never));
if (missing.length > 0 || extra.length > 0) {
  throw new Error(`Names differ: missing ${missing.join(", ")}; extra ${extra.join(", ")}`);
}

/** The id of a state's path in the outline file: "Tamil Nadu" → "tamil-nadu". */
const shapeId = (name: string) => name.toLowerCase().replaceAll(" ", "-");

const entries = names.map((name) => {
  const rings = shapes.get(name) as Ring[];
  const placed = placedLabels[name];
  const largest = rings.reduce((a, b) => (area(b) > area(a) ? b : a));
  const [x, y] = placed ? project(placed) : visualCentre(largest);
  // Quoted only where needed, as the formatter writes keys.
  const key = /^[A-Za-z]+$/.test(name) ? name : JSON.stringify(name);
  return `  ${key}: {\n    id: ${JSON.stringify(shapeId(name))},\n    label: [${round(x)}, ${round(y)}],\n  },`;
});

const totalArea = (name: string) =>
  (shapes.get(name) as Ring[]).reduce((sum, r) => sum + area(r), 0);
// Small territories are drawn last, over the states around them.
const drawOrder = [...names].sort((a, b) => totalArea(b) - totalArea(a));

const viewBox = { x: 0, y: 0, width: 612, height: 696 };
const credit = `@svg-maps/india ${sourceVersion} (CC BY 4.0, Victor Cazanave after MapSVG), simplified, with Ladakh cut from Jammu and Kashmir along a line traced from DataMeet's maps`;

// The colours only show when the file is opened on its own: a <use> of a path takes its fill
// and stroke from the page.
const outline = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}" width="${viewBox.width}" height="${viewBox.height}" fill="#e6ecf3" stroke="#a9b6c6" stroke-width="0.6" stroke-linejoin="round">
<!-- Generated by scripts/india-map-data.ts from ${credit}. Do not edit: change the script and run it again. -->
<title>India's states and union territories</title>
${drawOrder.map((name) => `<path id="${shapeId(name)}" d="${toPath(shapes.get(name) as Ring[])}"/>`).join("\n")}
</svg>
`;

const text = `// Generated by scripts/india-map-data.ts from @svg-maps/india ${sourceVersion} (CC BY 4.0,
// Victor Cazanave after MapSVG), simplified, with Ladakh cut from Jammu and Kashmir along a line
// traced from DataMeet's maps. Do not edit: change the script and run it again. The outlines are
// in india-map.svg, written by the same script.

/** The drawing's coordinate space: x to the east, y to the south, Mercator. */
export const indiaMapViewBox = { x: ${viewBox.x}, y: ${viewBox.y}, width: ${viewBox.width}, height: ${viewBox.height} } as const;

export const indiaMapStateNames = ${JSON.stringify(names, null, 2)
  .replace(/\n\s*/g, "\n  ")
  .replace(/\n {2}\]$/, ",\n]")} as const;

export type IndiaMapState = (typeof indiaMapStateNames)[number];

/** Largest first, so that enclaves and small territories stay visible. */
export const indiaMapDrawOrder: readonly IndiaMapState[] = ${JSON.stringify(drawOrder, null, 2)
  .replace(/\n\s*/g, "\n  ")
  .replace(/\n {2}\]$/, ",\n]")};

export type IndiaMapShape = {
  /** The id of the state's outline in india-map.svg: one path, a subpath per island or exclave. */
  readonly id: string;
  /** Where the state's pin goes. */
  readonly label: readonly [x: number, y: number];
};

export const indiaMapShapes: Readonly<Record<IndiaMapState, IndiaMapShape>> = {
${entries.join("\n")}
};
`;

const outputs = [
  [dataFile, text],
  [outlineFile, outline],
] as const;
if (check) {
  const stale: string[] = [];
  for (const [file, content] of outputs) {
    const current = await readFile(file, "utf8").catch(() => "");
    if (current !== content) stale.push(path.relative(root, file));
  }
  if (stale.length > 0) {
    console.error(`Out of date: ${stale.join(", ")}. Run node scripts/india-map-data.ts`);
    process.exit(1);
  }
  console.log("The map files are as the script writes them.");
} else {
  for (const [file, content] of outputs) {
    await writeFile(file, content);
    console.log(`Wrote ${path.relative(root, file)}: ${Buffer.byteLength(content)} bytes`);
  }
}
