/** The visit's day and time as the status page and the e-mails write them: "Sat, 26 December 2026, 10:30 IST". */
import { longDayWithWeekday } from "#app/lib/calendar-day.ts";

/** A calendar day (YYYY-MM-DD) as "Sat, 26 December 2026". */
export const visitDay = longDayWithWeekday;

/** The visit's day, and its time in India when one was booked. */
export const visitWhen = (ymd: string, time: string | null | undefined) =>
  time ? `${visitDay(ymd)}, ${time} IST` : visitDay(ymd);
