import { describe, expect, it } from "vitest";
import { duration, receivedAgo, responseClock } from "./sla-clock.ts";

const critical = {
  acknowledgeMinutes: 15,
  siteHoursGujarat: 6,
  siteHoursElsewhere: 24,
  plannedAcknowledgeHours: 2,
};
const received = "2026-11-26T03:30:00.000Z"; // 09:00 IST

describe("the response clock, with a moved clock", () => {
  it("a breakdown acknowledged in time: met, and the site clock still running", () => {
    const clock = responseClock({
      receivedAt: received,
      acknowledgedAt: "2026-11-26T03:41:00.000Z",
      onSiteAt: null,
      urgency: "breakdown",
      inGujarat: true,
      targets: critical,
      now: new Date("2026-11-26T05:30:00.000Z"),
    });
    expect(clock.acknowledge).toMatchObject({
      state: "met",
      tone: "good",
      text: "Acknowledged in 11 min (target 15 min)",
      dueAt: "2026-11-26T03:45:00.000Z",
    });
    expect(clock.site).toMatchObject({
      state: "running",
      tone: "info",
      text: "On site within 4 h",
      dueAt: "2026-11-26T09:30:00.000Z",
    });
  });

  it("a breakdown acknowledged late says by how much", () => {
    const clock = responseClock({
      receivedAt: received,
      acknowledgedAt: "2026-11-26T03:57:00.000Z",
      onSiteAt: null,
      urgency: "breakdown",
      inGujarat: true,
      targets: critical,
      now: new Date("2026-11-26T04:00:00.000Z"),
    });
    expect(clock.acknowledge.state).toBe("missed");
    expect(clock.acknowledge.tone).toBe("bad");
    expect(clock.acknowledge.text).toBe("Acknowledge target missed by 12 min");
  });

  it("nobody has acknowledged yet: overdue once the target passes, a warning in its last quarter", () => {
    const base = {
      receivedAt: received,
      acknowledgedAt: null,
      onSiteAt: null,
      urgency: "breakdown",
      inGujarat: false,
      targets: critical,
    };
    const early = responseClock({ ...base, now: new Date("2026-11-26T03:35:00.000Z") });
    expect(early.acknowledge).toMatchObject({ state: "running", tone: "info" });
    expect(early.acknowledge.text).toBe("Acknowledge within 10 min");
    const late = responseClock({ ...base, now: new Date("2026-11-26T03:42:00.000Z") });
    expect(late.acknowledge).toMatchObject({ state: "running", tone: "warn" });
    expect(late.acknowledge.text).toBe("Acknowledge within 3 min");
    const over = responseClock({ ...base, now: new Date("2026-11-26T04:07:00.000Z") });
    expect(over.acknowledge).toMatchObject({ state: "overdue", tone: "bad" });
    expect(over.acknowledge.text).toBe("Acknowledge target missed by 22 min");
  });

  it("on site late, outside Gujarat: the 24 h target, missed by 1 h 20 min", () => {
    const clock = responseClock({
      receivedAt: received,
      acknowledgedAt: "2026-11-26T03:40:00.000Z",
      onSiteAt: "2026-11-27T04:50:00.000Z",
      urgency: "breakdown",
      inGujarat: false,
      targets: critical,
      now: new Date("2026-11-28T00:00:00.000Z"),
    });
    expect(clock.site).toMatchObject({
      state: "missed",
      tone: "bad",
      text: "On site target missed by 1 h 20 min",
      dueAt: "2026-11-27T03:30:00.000Z",
    });
  });

  it("on site in time in Gujarat", () => {
    const clock = responseClock({
      receivedAt: received,
      acknowledgedAt: "2026-11-26T03:40:00.000Z",
      onSiteAt: "2026-11-26T08:45:00.000Z",
      urgency: "breakdown",
      inGujarat: true,
      targets: critical,
      now: new Date("2026-11-26T10:00:00.000Z"),
    });
    expect(clock.site?.text).toBe("On site in 5 h 15 min (target 6 h)");
  });

  it("planned work has an acknowledge target in hours and no site clock", () => {
    const clock = responseClock({
      receivedAt: received,
      acknowledgedAt: null,
      onSiteAt: null,
      urgency: "planned",
      inGujarat: true,
      targets: critical,
      now: new Date("2026-11-26T06:00:00.000Z"),
    });
    expect(clock.site).toBeNull();
    expect(clock.acknowledge.text).toBe("Acknowledge target missed by 30 min");
  });

  it("a breakdown closed without a visit stops the site clock", () => {
    const clock = responseClock({
      receivedAt: received,
      acknowledgedAt: "2026-11-26T03:40:00.000Z",
      onSiteAt: null,
      closedWithoutVisit: true,
      urgency: "breakdown",
      inGujarat: true,
      targets: critical,
      now: new Date("2026-11-30T00:00:00.000Z"),
    });
    expect(clock.site).toBeNull();
  });
});

describe("durations", () => {
  it("writes minutes, hours and days as staff read them", () => {
    expect(duration(0)).toBe("0 min");
    expect(duration(59.9)).toBe("59 min");
    expect(duration(60)).toBe("1 h");
    expect(duration(125)).toBe("2 h 5 min");
    expect(duration(60 * 50)).toBe("50 h");
    expect(duration(60 * 72)).toBe("3 d");
    expect(duration(60 * 75 + 30)).toBe("3 d 3 h");
  });

  it("says how long ago a request came in", () => {
    expect(receivedAgo(received, new Date("2026-11-26T03:44:30.000Z"))).toBe("Received 14 min ago");
  });
});
