/**
 * SVG path data for the map of India: the source drawing's paths read into rings (absolute and
 * relative M, L, H, V, Z), and rings written back as short relative paths.
 */
import type { Point, Ring } from "./geometry.ts";

export function parsePath(d: string): Ring[] {
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

/** A number in tenths, written as short as SVG allows ("0.5" as ".5"). */
export function formatNumber(tenths: number): string {
  const text = String(tenths / 10);
  if (text.startsWith("0.")) return text.slice(1);
  if (text.startsWith("-0.")) return `-${text.slice(2)}`;
  return text;
}

/** Numbers joined with the fewest separators: a sign or a second decimal point separates. */
export function joinNumbers(numbers: string[]): string {
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
export function toPath(rings: Ring[]): string {
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
