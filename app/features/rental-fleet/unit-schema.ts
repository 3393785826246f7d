/**
 * The console's forms for the rental fleet, one zod schema each for the page and the server: a
 * unit's nameplate and place, and its status (with the last day of a hire). Browser-safe.
 */
import { z } from "zod";
import { addDays, dayNumber } from "#app/lib/calendar-day.ts";
import { cleanLine } from "#app/lib/clean-text.ts";

export const unitStatuses = ["available", "on-hire", "maintenance"] as const;
export const mountings = ["trailer", "skid"] as const;
/** A mounting as the console's select and the public page write it. */
export const mountingWords: Record<(typeof mountings)[number], string> = {
  trailer: "Trailer",
  skid: "Skid",
};
/** Cooling codes of IEC 60076-2 that rental units carry, and dry types' AN/AF (IEC 60076-11). */
export const coolings = ["ONAN", "ONAF", "ONAN/ONAF", "KNAN", "AN", "AF"] as const;

export const statusWords: Record<(typeof unitStatuses)[number], string> = {
  available: "Available",
  "on-hire": "On hire",
  maintenance: "In maintenance",
};

export const maxUnits = 200;

const line = (max: number, message: string) =>
  z.preprocess(cleanLine, z.string().min(1, message).max(max, `Write at most ${max} characters`));

/** A number typed in a form: "0.433", "11"; refused when it is not one or out of range. */
const kv = (label: string, min: number, max: number) =>
  z.preprocess(
    cleanLine,
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,3})?$/, `Enter the ${label} in kV, such as 11 or 0.433`)
      .transform(Number)
      .refine((value) => value >= min && value <= max, `The ${label} must be ${min} to ${max} kV`),
  );

export const unitSchema = z
  .object({
    unitId: z.preprocess(
      (value) => cleanLine(value).toUpperCase(),
      z.string().regex(/^[A-Z0-9][A-Z0-9-]{2,19}$/, "Enter the unit's number, such as VR-500-02"),
    ),
    ratingKva: z.preprocess(
      cleanLine,
      z
        .string()
        .regex(/^\d{2,5}$/, "Enter the rating in kVA, such as 500")
        .transform(Number)
        .refine((value) => value >= 25 && value <= 10000, "The rating must be 25 to 10000 kVA"),
    ),
    hvKv: kv("HV voltage", 3.3, 66),
    lvKv: kv("LV voltage", 0.4, 33),
    // IEC 60076-1 clock-number notation: HV letter(s), LV letter(s), clock hour ("Dyn11", "YNd1").
    vectorGroup: z.preprocess(
      cleanLine,
      z
        .string()
        .regex(/^(D|Y|YN|Z|ZN)(d|y|yn|z|zn)(0|1|5|6|7|11)$/, "Enter a vector group such as Dyn11"),
    ),
    cooling: z.enum(coolings, "Choose the cooling"),
    mounting: z.enum(mountings, "Choose trailer or skid"),
    location: line(80, "Enter where the unit stands"),
  })
  .refine((unit) => unit.hvKv > unit.lvKv, {
    path: ["lvKv"],
    message: "The LV voltage must be below the HV voltage",
  });

export type UnitInput = z.infer<typeof unitSchema>;

export const hirerMax = 120;

/**
 * The status form; `today` (YYYY-MM-DD in India) bounds the last day of a hire. A hire names
 * who has the unit, for staff; the public page says only that it is on hire and until when.
 */
export function statusSchema(today: string) {
  return z
    .object({
      status: z.enum(unitStatuses, "Choose a status"),
      until: z.preprocess(cleanLine, z.string()),
      hirer: z.preprocess(
        cleanLine,
        z.string().max(hirerMax, `Write at most ${hirerMax} characters`),
      ),
    })
    .superRefine((value, context) => {
      if (value.status !== "on-hire") return;
      if (value.hirer === "")
        context.addIssue({
          code: "custom",
          path: ["hirer"],
          message: "Name who has the unit on hire",
        });
      if (dayNumber(value.until) === undefined)
        context.addIssue({
          code: "custom",
          path: ["until"],
          message: "Enter the last day of the hire",
        });
      else if (value.until < today)
        context.addIssue({
          code: "custom",
          path: ["until"],
          message: "The last day cannot be in the past",
        });
      // The public page lists the unit as away until then: 9999 would take it off for good.
      else if (value.until > addDays(today, 5 * 366))
        context.addIssue({
          code: "custom",
          path: ["until"],
          message: "A hire ends within five years: enter its last day",
        });
    })
    .transform((value) => ({
      status: value.status,
      until: value.status === "on-hire" ? value.until : null,
      hirer: value.status === "on-hire" ? value.hirer : null,
    }));
}
