import { describe, expect, it } from "vitest";
import { reminderMail } from "./reminder-mail.ts";

describe("the reminder e-mail", () => {
  it("says which tests are overdue and which fall due soon, each label in its own case", () => {
    const mail = reminderMail({
      customer: "Vapi Polymers",
      contact: "Rohit Mehta",
      due: [
        { tag: "TR-1", testType: "furan", dueOn: "2026-12-01" },
        { tag: "TR-1", testType: "dga", dueOn: "2026-06-11" },
        { tag: "TR-2", testType: "oil", dueOn: "2026-11-11" },
      ],
      fleetUrl: "https://vidyut.example/fleet/abc",
      stopUrl: "https://vidyut.example/reminders/stop/1/sig",
      today: "2026-11-11",
    });
    expect(mail.subject).toBe("Transformer tests overdue and due: 3 at Vapi Polymers");
    expect(mail.text).toContain(
      [
        "Dear Rohit Mehta,",
        "",
        "These tests of Vapi Polymers's transformers are overdue:",
        "• TR-1: Dissolved gas analysis (DGA) overdue since 11 June 2026",
        "",
        "These tests of Vapi Polymers's transformers fall due soon:",
        "• TR-2: Oil quality due by 11 November 2026",
        "• TR-1: Furans (2-FAL) due by 1 December 2026",
        "",
        "Each unit's history",
      ].join("\n"),
    );
  });
});
