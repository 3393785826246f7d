/**
 * Days in India (IST is UTC+05:30 all year, no daylight saving since 1945) as YYYY-MM-DD, by
 * arithmetic on the fixed offset: no `Intl` data, so the service request form can use it in the
 * browser at no cost (issue 27). Times as words are in indian-time.ts.
 */

const istOffsetMs = 330 * 60_000;

/** The day in India of an instant: "2026-11-26T19:00:00Z" → "2026-11-27". */
export function dayInIndia(instant: Date | string | number = new Date()): string {
  return new Date(new Date(instant).getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/** The instant (ISO, UTC) a day in India begins: "2026-03-10" → "2026-03-09T18:30:00.000Z". */
export function dayStartUtc(day: string): string {
  return new Date(`${day}T00:00:00+05:30`).toISOString();
}

/** The instant the day after `day` begins in India: the end of `day`, not included. */
export function dayEndUtc(day: string): string {
  return new Date(new Date(`${day}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();
}
