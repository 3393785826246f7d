/**
 * The method standard printed beside each result of a report issued from a test record, and the
 * gases' names as the report prints them.
 */
import { gasNames } from "#app/features/oil-analysis/public.ts";
import type { electricalFields } from "./results.ts";

// Method standards, with the edition each laboratory in India commonly quotes.
export const methods = {
  bdv: "IEC 60156:2018 (2.5 mm gap)",
  bdvOther: "Laboratory's own gap (not the IEC 60156 2.5 mm cell)",
  water: "IEC 60814:1997 (Karl Fischer)",
  acidity: "IEC 62021-1:2003 (potentiometric)",
  // IEC 62961:2018 (ring method) replaced ISO 6295:1983 for insulating liquids; IS 6104 is the
  // Indian method the laboratory's NABL scope lists beside it.
  ift: "IEC 62961:2018 (ring method; ASTM D971)",
  ddf: "IEC 60247:2004, at 90 °C",
  resistivity: "IEC 60247:2004, at 90 °C",
  colour: "ISO 2049:1996",
  contamination: "IEC 60422:2013 Annex C",
  inhibitor: "IEC 60666:2010",
  furan: "IEC 61198:1993 (HPLC)",
  gas: "IEC 60567:2011 (extraction, GC); IEC 60599:2022",
  // IR and PI: IEEE C57.152-2013 describes the measurement for liquid-filled transformers (we are
  // less sure of its clause number, so none is cited); IS 2026-1 names no IR method of its own.
  ir: "IEEE C57.152-2013 (insulation resistance)",
  // Winding resistance and turns ratio: routine tests of IEC 60076-1:2011, clauses 11.2 and 11.3.
  wr: "IEC 60076-1:2011, 11.2",
  ratio: "IEC 60076-1:2011, 11.3",
  // Capacitance and tan δ of the windings: IEEE C57.152-2013 (power factor test); IEC 60076-1
  // lists it among the special tests. Less sure of the exact clause, so none is cited.
  winding: "IEEE C57.152-2013 (capacitance and tan δ)",
} as const;

export const electricalMethods: Record<keyof typeof electricalFields, string> = {
  ir60: methods.ir,
  pi: methods.ir,
  wrHv: methods.wr,
  wrLv: methods.wr,
  ratioDev: methods.ratio,
  capPf: methods.winding,
  tanDelta: methods.winding,
};

export const gasOrder = ["h2", "ch4", "c2h6", "c2h4", "c2h2", "co", "co2", "o2", "n2"] as const;
/** The gases' names as the oil tool writes them. */
export const gasLabels = gasNames;
