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
  daman,
  diu,
  gilgit,
  jammuKashmirLadakhLine,
  leh,
  mahe,
  muzaffarabad,
  placedLabels,
  srinagar,
} from "./india-map/drawn-by-hand.ts";
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
