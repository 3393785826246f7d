// The map's data lives in india-map-data.json and the outlines in india-map.svg, both written by
// scripts/india-map-data.ts from @svg-maps/india (CC BY 4.0, Victor Cazanave after MapSVG): change
// the script and run it again rather than editing either file. This module gives the data its types.
// Types only from the list of states: the map's pages (case studies) do not load the forms' list.
import type { IndianState } from "#app/lib/indian-states.ts";
import data from "./india-map-data.json" with { type: "json" };

/** Every state and union territory has an outline: the map names them as the form does. */
export type IndiaMapState = IndianState;

/**
 * tsc fails here when the generated file leaves a state out; india-map.test.tsx checks that it
 * names no other and lists them in the form's order.
 */
const generatedShapes: Record<IndiaMapState, { id: string; label: number[] }> = data.shapes;

export const indiaMapStateNames = Object.keys(generatedShapes) as readonly IndiaMapState[];

/** The drawing's coordinate space: x to the east, y to the south, Mercator. */
export const indiaMapViewBox: Readonly<typeof data.viewBox> = data.viewBox;

/** Largest first, so that enclaves and small territories stay visible. */
export const indiaMapDrawOrder = data.drawOrder as readonly IndiaMapState[];

export type IndiaMapShape = {
  /** The id of the state's outline in india-map.svg: one path, a subpath per island or exclave. */
  readonly id: string;
  /** Where the state's pin goes. */
  readonly label: readonly [x: number, y: number];
};

const shapes = {} as Record<IndiaMapState, IndiaMapShape>;
for (const state of indiaMapStateNames) {
  const { id, label } = generatedShapes[state];
  shapes[state] = { id, label: [label[0] ?? 0, label[1] ?? 0] };
}

export const indiaMapShapes: Readonly<Record<IndiaMapState, IndiaMapShape>> = shapes;
