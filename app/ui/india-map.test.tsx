import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { groupPins, IndiaMap, type IndiaMapPin } from "./india-map.tsx";
import {
  indiaMapDrawOrder,
  indiaMapShapes,
  indiaMapStateNames,
  indiaMapViewBox,
} from "./india-map-data.ts";

/** India's 28 states and 8 union territories, as the Government of India spells them. */
const statesAndUnionTerritories = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
];

type Point = [number, number];

/** The outline file the page's <use> elements point into, as the browser receives it. */
const outlineFile = path.join(import.meta.dirname, "india-map.svg");
const outline = readFileSync(outlineFile, "utf8");
const outlinePaths = [...outline.matchAll(/<path id="([^"]+)" d="([^"]+)"\/>/g)].map((match) => ({
  id: match[1] as string,
  d: match[2] as string,
}));

/** A state's outline: its path in the file, found by the id the data gives it. */
function outlineOf(state: (typeof indiaMapStateNames)[number]): string {
  const { id } = indiaMapShapes[state];
  const found = outlinePaths.find((entry) => entry.id === id);
  if (!found) throw new Error(`No path with id "${id}" for ${state} in india-map.svg`);
  return found.d;
}

/** The rings of a path written with M, m, l and z, as the data module writes them. */
function rings(d: string): Point[][] {
  const out: Point[][] = [];
  // In tenths, as the data module counts, so that sums are exact.
  let x = 0;
  let y = 0;
  const tenths = (text: string) =>
    (text.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map((n) => Math.round(Number(n) * 10));
  for (const subpath of d.match(/[Mm][^Mm]*/g) ?? []) {
    const [move = "", line = ""] = subpath.replace(/z$/, "").split("l");
    const [mx = 0, my = 0] = tenths(move.slice(1));
    x = subpath.startsWith("M") ? mx : x + mx;
    y = subpath.startsWith("M") ? my : y + my;
    const ring: Point[] = [[x / 10, y / 10]];
    const deltas = tenths(line);
    let [cx, cy] = [x, y];
    for (let i = 0; i + 1 < deltas.length; i += 2) {
      cx += deltas[i] as number;
      cy += deltas[i + 1] as number;
      ring.push([cx / 10, cy / 10]);
    }
    out.push(ring);
  }
  return out;
}

function inside([px, py]: Point, ring: Point[]): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

function nearestVertex([px, py]: Point, all: Point[][]): number {
  return Math.min(...all.flat().map(([x, y]) => Math.hypot(x - px, y - py)));
}

/** Each link's accessible name and address, in the order drawn. */
function links(markup: string) {
  return [...markup.matchAll(/<a href="([^"]*)" aria-label="([^"]*)"/g)].map((match) => ({
    href: match[1],
    name: match[2],
  }));
}

describe("the map data", () => {
  it("has one shape for each of the 36 states and union territories, by official name", () => {
    expect([...indiaMapStateNames]).toEqual(statesAndUnionTerritories);
    expect(Object.keys(indiaMapShapes).sort()).toEqual(statesAndUnionTerritories);
    expect([...indiaMapDrawOrder].sort()).toEqual(statesAndUnionTerritories);
  });

  it("has one path per state in the outline file, largest first, under the same view box", () => {
    const { x, y, width, height } = indiaMapViewBox;
    expect(outline).toContain(`viewBox="${x} ${y} ${width} ${height}"`);
    expect(outlinePaths.map((entry) => entry.id)).toEqual(
      indiaMapDrawOrder.map((state) => indiaMapShapes[state].id),
    );
    expect(new Set(outlinePaths.map((entry) => entry.id)).size).toBe(36);
    // A path drawn by a <use> takes the page's fill and stroke only if it sets none itself.
    expect(outline).not.toMatch(/<path[^>]*(?:fill|stroke|style|class)=/);
  });

  it("draws every state inside the view box, with its label point inside the view box", () => {
    const { x, y, width, height } = indiaMapViewBox;
    for (const state of indiaMapStateNames) {
      const shape = indiaMapShapes[state];
      const points = rings(outlineOf(state)).flat();
      expect(points.length, state).toBeGreaterThanOrEqual(3);
      for (const [px, py] of [...points, shape.label]) {
        expect(px, state).toBeGreaterThanOrEqual(x);
        expect(px, state).toBeLessThanOrEqual(x + width);
        expect(py, state).toBeGreaterThanOrEqual(y);
        expect(py, state).toBeLessThanOrEqual(y + height);
      }
    }
  });

  it("puts each label point on its own state, or beside its islands", () => {
    const islands = ["Lakshadweep", "Andaman and Nicobar Islands", "Puducherry"];
    for (const state of indiaMapStateNames) {
      const shape = indiaMapShapes[state];
      const all = rings(outlineOf(state));
      const onLand = all.some((ring) => inside(shape.label as Point, ring));
      if (islands.includes(state)) {
        expect(onLand || nearestVertex(shape.label as Point, all) < 6, state).toBe(true);
      } else {
        expect(onLand, state).toBe(true);
      }
    }
  });

  it("draws Jammu and Kashmir and Ladakh as two territories that hold their capitals", () => {
    // Srinagar (34.08°N 74.80°E) and Leh (34.16°N 77.58°E) in the drawing's Mercator units.
    const srinagar: Point = [139.1, 77.5];
    const leh: Point = [197.3, 75.5];
    const jk = rings(outlineOf("Jammu and Kashmir"));
    const ladakh = rings(outlineOf("Ladakh"));
    expect(jk.some((ring) => inside(srinagar, ring))).toBe(true);
    expect(ladakh.some((ring) => inside(leh, ring))).toBe(true);
    expect(jk.some((ring) => inside(leh, ring))).toBe(false);
    expect(ladakh.some((ring) => inside(srinagar, ring))).toBe(false);
  });

  it("keeps the outlines under 60 KB, and out of the module the page's JavaScript imports", () => {
    expect(statSync(outlineFile).size).toBeLessThan(60 * 1024);
    const data = readFileSync(path.join(import.meta.dirname, "india-map-data.json"), "utf8");
    expect(data.length).toBeLessThan(6 * 1024);
    expect(data).not.toMatch(/\bd:|M\d+(?:\.\d)? ?\d/);
  });

  it("is what scripts/india-map-data.ts writes from @svg-maps/india", () => {
    const script = path.join(import.meta.dirname, "../../scripts/india-map-data.ts");
    // Fails, naming the stale file, when either file was edited by hand or the script changed.
    expect(execFileSync(process.execPath, [script, "--check"], { encoding: "utf8" })).toMatch(
      /as the script writes them/,
    );
  });
});

describe("IndiaMap", () => {
  const pins: IndiaMapPin[] = [
    {
      state: "Gujarat",
      label: "Rectifier transformer, Vadodara",
      href: "/case-studies?state=Gujarat",
    },
    { state: "Odisha", label: "Furnace transformer, Angul", href: "/case-studies/angul" },
    { state: "Gujarat", label: "Refinery substation, Jamnagar", href: "/case-studies/jamnagar" },
  ];

  it("links each state with pins once, named by its count and state", () => {
    const markup = renderToStaticMarkup(<IndiaMap pins={pins} title="Our projects" />);
    expect(links(markup)).toEqual([
      { href: "/case-studies?state=Gujarat", name: "2 case studies in Gujarat" },
      { href: "/case-studies/angul", name: "1 case study in Odisha" },
    ]);
    expect(markup).toContain(
      "<title>Gujarat: Rectifier transformer, Vadodara; Refinery substation, Jamnagar</title>",
    );
    expect(markup).toMatch(/>2<\/text>/);
    // Odisha's one study is a plain marker: no "1" on the map.
    expect(markup.match(/<text /g)).toHaveLength(1);
    expect(markup).not.toMatch(/>1<\/text>/);
  });

  it("names the map, lists the pinned states, and draws all 36 states", () => {
    const markup = renderToStaticMarkup(<IndiaMap pins={pins} title="Our projects" />);
    expect(markup).toMatch(/<svg viewBox="[^"]+" class="[^"]*w-full[^"]*"/);
    expect(markup).toMatch(/<title id="[^"]+">Our projects<\/title>/);
    expect(markup).toMatch(
      /<desc id="[^"]+">Case studies by state: Gujarat \(2\), Odisha \(1\)\.<\/desc>/,
    );
    expect(markup).toContain("<figcaption");
    // Each state a <use> of its outline in the separate file, none drawn inline.
    expect(markup.match(/<use /g)).toHaveLength(36);
    expect(markup).not.toContain("<path");
    expect(markup).toMatch(/<use href="[^"]*india-map\.svg#ladakh" data-state="Ladakh"/);
    expect(markup).toMatch(/CC BY 4\.0/);
    expect(markup).toMatch(/Victor Cazanave/);
    expect(markup).not.toMatch(/<script|https?:\/\/(?!creativecommons\.org)/);
  });

  it("draws states with pins darker, and highlighted states darker still", () => {
    const markup = renderToStaticMarkup(
      <IndiaMap pins={pins} title="Our projects" highlight={["Maharashtra"]} />,
    );
    const fill = (state: string) =>
      new RegExp(`data-state="${state}" class="([^"]+)"`).exec(markup)?.[1];
    expect(fill("Gujarat")).toBe("fill-steel-200");
    expect(fill("Odisha")).toBe("fill-steel-200");
    expect(fill("Kerala")).toBe("fill-steel-100");
    expect(fill("Maharashtra")).toBe("fill-navy-200");
  });

  it("adds up the counts of pins that stand for several studies", () => {
    const groups = groupPins([
      { state: "Tamil Nadu", label: "Wind farms", href: "/a", count: 3 },
      { state: "Tamil Nadu", label: "Mill", href: "/b" },
      { state: "Kerala", label: "Odd count", href: "/c", count: 0 },
    ]);
    expect(groups.map((group) => [group.state, group.count])).toEqual([
      ["Tamil Nadu", 4],
      ["Kerala", 1],
    ]);
  });

  it("rejects an unknown state at compile time and leaves it off the map at run time", () => {
    const unknown: IndiaMapPin[] = [
      // @ts-expect-error: not a state of India's
      { state: "Gujrat", label: "Misspelt", href: "/x" },
      // @ts-expect-error: the state's name since 1956 is Kerala, spelt as in the list
      { state: "kerala", label: "Lower case", href: "/y" },
      { state: "Odisha", label: "Known", href: "/z" },
    ];
    const markup = renderToStaticMarkup(<IndiaMap pins={unknown} title="Our projects" />);
    expect(links(markup)).toEqual([{ href: "/z", name: "1 case study in Odisha" }]);
    expect(markup).not.toMatch(/Gujrat|Misspelt|Lower case/);
  });

  it("says so when no state has a pin", () => {
    const markup = renderToStaticMarkup(<IndiaMap pins={[]} title="Our projects" />);
    expect(links(markup)).toEqual([]);
    expect(markup).toMatch(/<desc id="[^"]+">No case studies are marked\.<\/desc>/);
  });
});
