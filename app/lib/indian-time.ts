/**
 * Times as the company's staff read them: in India (IST, UTC+05:30, no daylight saving), while
 * the database keeps ISO-8601 UTC. Browser-safe: the same words on the server and in the page.
 * Days as dates (YYYY-MM-DD) are in india-day.ts, which needs no `Intl`.
 *
 * The `Intl` formatters are made on first use, not when the module loads: the first
 * `Intl.DateTimeFormat` with a time zone loads the browser's time-zone and locale data, about
 * 10 ms of main thread on this machine and ten times that on a low-tier phone (issue 27).
 */

const dayParts = {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
} as const;

const formatOptions = {
  // Staff pages: "09:31", "21:05".
  "24h": { ...dayParts, hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  // The customer's status page: "09:31 am", "09:05 pm".
  "12h": { ...dayParts, hour: "2-digit", minute: "2-digit" },
  day: dayParts,
} as const;

const formatters = new Map<keyof typeof formatOptions, Intl.DateTimeFormat>();

function formatter(kind: keyof typeof formatOptions): Intl.DateTimeFormat {
  let made = formatters.get(kind);
  if (!made) {
    made = new Intl.DateTimeFormat("en-IN", formatOptions[kind]);
    formatters.set(kind, made);
  }
  return made;
}

/** "10 Mar 2026, 09:31 IST" (on the 12-hour clock "10 Mar 2026, 09:31 am IST"); empty for no time. */
export function formatTime(iso: string | null | undefined, clock: "24h" | "12h" = "24h"): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${formatter(clock).format(date)} IST`;
}

/** "12 Mar 2026" for a day written YYYY-MM-DD. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "";
  const date = new Date(`${day}T12:00:00+05:30`);
  return Number.isNaN(date.getTime()) ? day : formatter("day").format(date);
}
