/** Dates as forms send them, YYYY-MM-DD, checked to be real days (2025-02-30 is not one). */

const dayMs = 86_400_000;

/** Days since 1970-01-01 of a real YYYY-MM-DD date, or undefined (2025-02-30 is not one). */
export function dayNumber(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? time / dayMs : undefined;
}

/** YYYY-MM-DD of the day `days` after (or, negative, before) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * The first day a form may name: no transformer in service today was sampled, reported on or
 * visited before it. A year 0000 or 0100 is a slip of the keyboard, not a record.
 */
export const firstFormDay = "1950-01-01";

/**
 * True when `value` is a real YYYY-MM-DD day from `earliest` to `latest` (YYYY-MM-DD, both
 * included): a sample is not taken tomorrow, a visit is not booked for 9999.
 */
export function dayWithin(value: string, earliest: string, latest: string): boolean {
  return dayNumber(value) !== undefined && value >= earliest && value <= latest;
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-26" → "26 November 2026", as reports and printed documents write a day. */
export function longDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${months[(month ?? 1) - 1]} ${year}`;
}

/** 1970-01-01, day number 0, was a Thursday. */
const weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];

/** "2026-12-26" → "Sat, 26 December 2026", as the status page and e-mails write a visit's day. */
export function longDayWithWeekday(day: string): string {
  const number = dayNumber(day);
  return number === undefined
    ? longDay(day)
    : `${weekdays[((number % 7) + 7) % 7]}, ${longDay(day)}`;
}

/** "2026-11" → "November 2026", as printed documents write a month. */
export function longMonth(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return `${months[(number ?? 1) - 1]} ${year}`;
}
