/**
 * How many of the five earlier samples the form shows: every one that holds a value (and any
 * blank one before it), then one empty one to fill, and one more each time the visitor asks for
 * it. Without JavaScript the "Add an earlier sample" button sends the form with `more=<n>`, the
 * number of earlier samples to show, and the server renders that many; the address carries only
 * the count, never a value of its own.
 */
import type { FormValues } from "./page-state.ts";
import { olderIndexes } from "./series-fields.ts";

/** The earlier sample (`e_…`) and the four older ones (`e2_…` to `e5_…`). */
export const earlierSlots = 1 + olderIndexes.length;

/** The query parameter of the "Add an earlier sample" button. */
export const moreParam = "more";

/** 1 for the earlier sample `e_…`, 2 to 5 for `e2_…` to `e5_…`; undefined for other fields. */
function slotOf(name: string): number | undefined {
  const match = /^e(\d?)_/.exec(name);
  if (!match) return undefined;
  return match[1] ? Number(match[1]) : 1;
}

/** The highest earlier sample that holds a value: 0 when none does. */
export function lastFilledSlot(values: FormValues): number {
  let last = 0;
  for (const [name, value] of Object.entries(values)) {
    const slot = slotOf(name);
    if (slot !== undefined && value?.trim()) last = Math.max(last, slot);
  }
  return last;
}

/** The count the button asked for: a whole number from 2 to 5, anything else is ignored. */
export function readMore(params: URLSearchParams): number | undefined {
  const raw = params.get(moreParam);
  if (raw === null || !/^[2-5]$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
}

/** The earlier samples to show: the filled ones and one empty one, or as many as asked for. */
export function shownSlots(values: FormValues, more?: number): number {
  return Math.min(earlierSlots, Math.max(1, lastFilledSlot(values) + 1, more ?? 0));
}
