/**
 * Writes the map of India from the drawing in `@svg-maps/india` (a dev dependency, CC BY 4.0,
 * Victor Cazanave after MapSVG), in two files:
 *
 * - app/ui/india-map.svg, the state outlines: one path per state and union territory, largest
 *   first. The page draws each state with a `<use>` of its path, so the outlines travel as one
 *   cached file and never in the page's JavaScript;
 * - app/ui/india-map-data.json, what the component needs (app/ui/india-map-data.ts types it): the
 *   drawing's box, the draw order, each state's path id and its label point, where its pin goes.
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
import {
  area,
  insideRing,
  type Point,
  type Ring,
  round,
  roundRing,
  simplifyRing,
  snapOntoRing,
  visualCentre,
} from "./india-map/geometry.ts";
import { parsePath, toPath } from "./india-map/svg-path.ts";

const root = path.resolve(import.meta.dirname, "..");
const dataFile = path.join(root, "app/ui/india-map-data.json");
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
      .map((ring) => roundRing(area(ring) < 2 ? ring : simplifyRing(ring, tolerance)))
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

const shapeEntries = names.map((name) => {
  const rings = shapes.get(name) as Ring[];
  const placed = placedLabels[name];
  const largest = rings.reduce((a, b) => (area(b) > area(a) ? b : a));
  const [x, y] = placed ? project(placed) : visualCentre(largest);
  return [name, { id: shapeId(name), label: [round(x), round(y)] }] as const;
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

// Written as Biome formats JSON, a state a line, so that formatting the tree leaves it alone.
const shapeLines = shapeEntries.map(([name, shape]) => {
  const key = `    ${JSON.stringify(name)}: {`;
  const fields = [`"id": ${JSON.stringify(shape.id)}`, `"label": [${shape.label.join(", ")}]`];
  const line = `${key} ${fields.join(", ")} }`;
  return line.length <= 100 ? line : `${key}\n      ${fields.join(",\n      ")}\n    }`;
});
const text = `{
  "source": ${JSON.stringify(credit)},
  "viewBox": ${JSON.stringify(viewBox).replaceAll(",", ", ").replace("{", "{ ").replace("}", " }").replaceAll(":", ": ")},
  "drawOrder": ${JSON.stringify(drawOrder, null, 2).replace(/\n/g, "\n  ")},
  "shapes": {
${shapeLines.join(",\n")}
  }
}
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
