/**
 * The response clock of one service request, pure and browser-safe: from the moment it was
 * received, how long the desk has (or had) to call back and the engineer to reach the site, and
 * whether each target was met, is running or was missed. Times are instants (ISO or Date); the
 * caller passes `now`, so a test moves the clock instead of waiting.
 */
import type { Targets } from "./plans-schema.ts";

export type ClockTone = "good" | "info" | "warn" | "bad";

export type ClockPart = {
  /** "Acknowledge" or "On site". */
  label: string;
  targetMinutes: number;
  dueAt: string;
  state: "met" | "missed" | "running" | "overdue";
  /** Minutes taken (met, missed) or elapsed so far (running, overdue). */
  minutes: number;
  /** The sentence staff read: "Acknowledge target missed by 12 min". */
  text: string;
  tone: ClockTone;
};

export type ClockInput = {
  receivedAt: string | Date;
  /** The first move past Received; null while nobody has. */
  acknowledgedAt: string | Date | null;
  /** The engineer's arrival (On site, or Completed reached without it); null before. */
  onSiteAt: string | Date | null;
  urgency: string;
  /** The site is in Gujarat (the nearer on-site target). */
  inGujarat: boolean;
  /** Closed without a visit: the site clock stops, neither met nor missed. */
  closedWithoutVisit?: boolean;
  targets: Targets;
  now: Date;
};

export type Clock = { acknowledge: ClockPart; site: ClockPart | null };

const minute = 60_000;

/**
 * "45 min", "2 h", "1 h 5 min", "50 h", "3 d 3 h": whole minutes, rounded down; hours up to
 * three days, as the on-site targets are written (24 h, 48 h), days beyond.
 */
export function duration(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours < 72) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const leftHours = hours % 24;
  return leftHours ? `${days} d ${leftHours} h` : `${days} d`;
}

const time = (value: string | Date) => (value instanceof Date ? value : new Date(value)).getTime();

function part(
  label: string,
  doneVerb: string,
  received: number,
  done: number | null,
  targetMinutes: number,
  now: number,
): ClockPart {
  const due = received + targetMinutes * minute;
  const dueAt = new Date(due).toISOString();
  if (done !== null) {
    const minutes = (done - received) / minute;
    const met = done <= due;
    return {
      label,
      targetMinutes,
      dueAt,
      state: met ? "met" : "missed",
      minutes,
      text: met
        ? `${doneVerb} in ${duration(minutes)} (target ${duration(targetMinutes)})`
        : `${label} target missed by ${duration((done - due) / minute)}`,
      tone: met ? "good" : "bad",
    };
  }
  const minutes = (now - received) / minute;
  if (now > due)
    return {
      label,
      targetMinutes,
      dueAt,
      state: "overdue",
      minutes,
      text: `${label} target missed by ${duration((now - due) / minute)}`,
      tone: "bad",
    };
  const left = (due - now) / minute;
  return {
    label,
    targetMinutes,
    dueAt,
    state: "running",
    minutes,
    text: `${label} within ${duration(Math.ceil(left))}`,
    // The last quarter of the time allowed is shown as a warning.
    tone: left * 4 <= targetMinutes ? "warn" : "info",
  };
}

export function responseClock(input: ClockInput): Clock {
  const received = time(input.receivedAt);
  const now = input.now.getTime();
  const breakdown = input.urgency === "breakdown";
  const acknowledge = part(
    "Acknowledge",
    "Acknowledged",
    received,
    input.acknowledgedAt === null ? null : time(input.acknowledgedAt),
    breakdown ? input.targets.acknowledgeMinutes : input.targets.plannedAcknowledgeHours * 60,
    now,
  );
  if (!breakdown || (input.closedWithoutVisit && input.onSiteAt === null))
    return { acknowledge, site: null };
  const siteHours = input.inGujarat
    ? input.targets.siteHoursGujarat
    : input.targets.siteHoursElsewhere;
  const site = part(
    "On site",
    "On site",
    received,
    input.onSiteAt === null ? null : time(input.onSiteAt),
    siteHours * 60,
    now,
  );
  return { acknowledge, site };
}

/**
 * "Received 14 min ago", "Received 3 h 5 min ago": a sentence's start, as it stands wherever it is
 * shown (the first line of the inbox's cell and card, the head of a request's response clock).
 */
export function receivedAgo(receivedAt: string | Date, now: Date): string {
  return `Received ${duration((now.getTime() - time(receivedAt)) / minute)} ago`;
}
