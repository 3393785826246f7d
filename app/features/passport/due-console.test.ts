import { describe, expect, it } from "vitest";
import { pageParameter, remindedText } from "./due-console.server.ts";

describe("the due list's page parameter", () => {
  it("reads a whole page number, and page 1 from anything else", () => {
    expect(pageParameter("2")).toBe(2);
    expect(pageParameter("61")).toBe(61);
    expect(pageParameter(null)).toBe(1);
    expect(pageParameter("0")).toBe(1);
    expect(pageParameter("-3")).toBe(1);
    expect(pageParameter("1.5")).toBe(1);
    expect(pageParameter("two")).toBe(1);
    expect(pageParameter("99999999")).toBe(1);
  });
});

describe("the notice after a reminder round on demand", () => {
  it("counts what was queued, and shows nothing for an address it did not write", () => {
    expect(remindedText("0")).toBe(
      "No reminder was due: every contact who takes reminders has had one for each test due.",
    );
    expect(remindedText("1")).toBe(
      "1 reminder e-mail queued: the outbox sends them within a minute.",
    );
    expect(remindedText("12")).toBe(
      "12 reminder e-mails queued: the outbox sends them within a minute.",
    );
    expect(remindedText("abc")).toBeNull();
    expect(remindedText("-1")).toBeNull();
    expect(remindedText(null)).toBeNull();
  });
});
