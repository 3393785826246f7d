/**
 * When each test of a unit is due next. Default intervals: oil quality and DGA every 12 months
 * and furans every 24 months, within the routine frequencies IEC 60422:2013 recommends for power
 * transformers (its table of test frequencies gives ranges by category; we are not sure of each
 * range, so check your copy before shortening or lengthening one);
 * electrical tests are done at each shutdown, so they get no date of their own. After a reading
 * the interpreter judges Watch, Act soon or Act now, the next DGA is due as its advice says
 * (within 3 months, 2 to 4 weeks, at once), if that is sooner than the interval.
 */
import type { Condition } from "#app/features/oil-analysis/public.ts";
import { addDays } from "#app/lib/calendar-day.ts";
import type { TestType } from "./options.ts";

export const defaultIntervals: Record<TestType, number | null> = {
  oil: 12,
  dga: 12,
  furan: 24,
  electrical: null,
};

/** The interpreter's resampling advice as a number of days after the sample. */
const dgaAdviceDays: Partial<Record<Condition, number>> = {
  watch: 90,
  "act-soon": 14,
  "act-now": 0,
};

export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = total % 12;
  const last = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(date, last)))
    .toISOString()
    .slice(0, 10);
}

export type DueInput = {
  /** The day the asset was registered: a test never done is due from then. */
  registeredOn: string;
  /** The latest sample date of each type of test. */
  last: Partial<Record<TestType, string>>;
  /** Intervals staff set for this asset, in months (null: at each shutdown). */
  intervals: Partial<Record<TestType, number | null>>;
  condition: Condition | null;
};

export type DueDate = { testType: TestType; lastOn: string | null; dueOn: string };

export function dueDates(input: DueInput): DueDate[] {
  const due: DueDate[] = [];
  for (const testType of Object.keys(defaultIntervals) as TestType[]) {
    const months =
      testType in input.intervals
        ? (input.intervals[testType] ?? null)
        : defaultIntervals[testType];
    if (months === null) continue;
    const lastOn = input.last[testType] ?? null;
    if (lastOn === null) {
      due.push({ testType, lastOn, dueOn: input.registeredOn });
      continue;
    }
    let dueOn = addMonths(lastOn, months);
    const advice =
      testType === "dga" && input.condition ? dgaAdviceDays[input.condition] : undefined;
    if (advice !== undefined) {
      const sooner = addDays(lastOn, advice);
      if (sooner < dueOn) dueOn = sooner;
    }
    due.push({ testType, lastOn, dueOn });
  }
  return due;
}

/** Rows on one page of each of the console's due lists: enough to work through, quick to render. */
export const duePageSize = 50;

/** Whether a test due on `dueOn` is overdue on `today` (both YYYY-MM-DD, India's calendar day). */
export function isOverdue(dueOn: string, today: string): boolean {
  return dueOn < today;
}

export { addDays };
