/**
 * The rules that tie the samples' dates together: every sample with gases needs a date, every
 * earlier sample comes before this one, no two share a day; an earlier sample with nothing in it
 * is dropped. Used by the schema's refinement, so the browser and the server give the same
 * messages.
 */
import type { z } from "zod";
import { dayNumber } from "#app/lib/calendar-day.ts";
import { olderIndexes, olderKeys, olderOrdinals } from "./series-fields.ts";

export type Fields = Record<string, unknown>;

function hasValues(group: unknown): boolean {
  if (typeof group !== "object" || group === null) return false;
  return Object.values(group).some((value) =>
    typeof value === "object" ? hasValues(value) : value !== undefined,
  );
}

/** Rates need both dates, and the earlier sample must come first. */
export function checkDates(data: Fields, ctx: z.RefinementCtx<Fields>) {
  const earlier = (data.earlier ?? {}) as Fields;
  const current = typeof data.sampleDate === "string" ? dayNumber(data.sampleDate) : undefined;
  const before = typeof earlier.sampleDate === "string" ? dayNumber(earlier.sampleDate) : undefined;
  if (hasValues(earlier.gases)) {
    if (earlier.sampleDate === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["earlier", "sampleDate"],
        message:
          "Enter the date of the earlier sample, so that rates of increase can be worked out",
      });
    }
    if (data.sampleDate === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["sampleDate"],
        message: "Enter the date of this sample, so that rates of increase can be worked out",
      });
    }
  }
  if (current !== undefined && before !== undefined && before >= current) {
    ctx.addIssue({
      code: "custom",
      path: ["earlier", "sampleDate"],
      message: `The earlier sample must be dated before this sample (${data.sampleDate})`,
    });
  }
}

/** Each older sample with gases needs its own date, before this sample's and unlike the others. */
export function checkOlderDates(data: Fields, ctx: z.RefinementCtx<Fields>) {
  const current = typeof data.sampleDate === "string" ? dayNumber(data.sampleDate) : undefined;
  const earlier = (data.earlier ?? {}) as Fields;
  const seen = new Set<string>(typeof earlier.sampleDate === "string" ? [earlier.sampleDate] : []);
  for (const index of olderIndexes) {
    const sample = (data[`earlier${index}`] ?? {}) as Fields;
    const path = [`earlier${index}`, "sampleDate"];
    const which = `the ${olderOrdinals[index]} earlier sample`;
    if (!hasValues(sample.gases)) continue;
    if (typeof sample.sampleDate !== "string") {
      ctx.addIssue({ code: "custom", path, message: `Enter the date of ${which}` });
      continue;
    }
    const day = dayNumber(sample.sampleDate);
    if (current !== undefined && day !== undefined && day >= current) {
      ctx.addIssue({
        code: "custom",
        path,
        message: `${which.charAt(0).toUpperCase()}${which.slice(1)} must be dated before this sample (${data.sampleDate})`,
      });
    } else if (seen.has(sample.sampleDate)) {
      ctx.addIssue({
        code: "custom",
        path,
        message: `Another earlier sample is dated ${sample.sampleDate}: each sample needs its own date`,
      });
    }
    seen.add(sample.sampleDate);
  }
  if (current === undefined && olderKeys.some((key) => hasValues((data[key] as Fields)?.gases))) {
    ctx.addIssue({
      code: "custom",
      path: ["sampleDate"],
      message: "Enter the date of this sample, so that rates of increase can be worked out",
    });
  }
}

/** An earlier sample with nothing in it is no earlier sample: one shape for one meaning. */
export function dropEmptyEarlier<T extends Fields>(data: T): T {
  const rest: Fields = { ...data };
  for (const key of ["earlier", ...olderKeys]) {
    if (rest[key] !== undefined && !hasValues(rest[key])) delete rest[key];
  }
  return rest as T;
}
