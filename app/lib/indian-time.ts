/**
 * Times as the company's staff read them: in India (IST, UTC+05:30, no daylight saving), while
 * the database keeps ISO-8601 UTC. Browser-safe: the same words on the server and in the page.
 */
const dayInIndia = {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
} as const;

const clocks = {
  // Staff pages: "09:31", "21:05".
  "24h": new Intl.DateTimeFormat("en-IN", {
    ...dayInIndia,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }),
  // The customer's status page: "09:31 am", "09:05 pm".
  "12h": new Intl.DateTimeFormat("en-IN", { ...dayInIndia, hour: "2-digit", minute: "2-digit" }),
};

const dayOnly = new Intl.DateTimeFormat("en-IN", dayInIndia);

/** "10 Mar 2026, 09:31 IST" (on the 12-hour clock "10 Mar 2026, 09:31 am IST"); empty for no time. */
export function formatTime(iso: string | null | undefined, clock: "24h" | "12h" = "24h"): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${clocks[clock].format(date)} IST`;
}

/** "12 Mar 2026" for a day written YYYY-MM-DD. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "";
  const date = new Date(`${day}T12:00:00+05:30`);
  return Number.isNaN(date.getTime()) ? day : dayOnly.format(date);
}

/** The instant (ISO, UTC) a day in India begins: "2026-03-10" → "2026-03-09T18:30:00.000Z". */
export function dayStartUtc(day: string): string {
  return new Date(`${day}T00:00:00+05:30`).toISOString();
}

/** The instant the day after `day` begins in India: the end of `day`, not included. */
export function dayEndUtc(day: string): string {
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();
}
