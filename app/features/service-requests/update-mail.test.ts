import { describe, expect, it } from "vitest";
import { requestUpdate } from "./update-mail.server.ts";

const request = { reference: "VPS-261121-K7Q2MD", email: "maintenance@halolsteel.example" };

describe("requestUpdate", () => {
  it("names the visit's day and time in India, or says the desk calls to agree the time", () => {
    const booked = requestUpdate(request, { kind: "visit", day: "2026-11-23", time: "10:30" });
    expect(booked.kind).toBe("request-update");
    expect(booked.subject).toBe("Visit booked for your service request VPS-261121-K7Q2MD");
    expect(booked.text).toBe(
      [
        "Hello,",
        "",
        "Our engineer is booked to reach the site on Mon, 23 November 2026, 10:30 IST. If the site cannot receive the engineer then, call +91 98765 43210 to move the visit.",
        "",
        "Follow the request on its private status page, with the link in our first e-mail about it.",
        "",
        "Vidyut Power Solutions, service desk +91 98765 43210",
      ].join("\n"),
    );
    const dayOnly = requestUpdate(request, { kind: "visit", day: "2026-11-23", time: null });
    expect(dayOnly.text).toContain(
      "Our engineer is booked to visit the site on Mon, 23 November 2026; the desk calls you to agree the time.",
    );
  });

  it("keeps the desk's closing note on one line and escapes it in the HTML part", () => {
    const closed = requestUpdate(request, {
      kind: "closed",
      reason: "Oil filtered <on site>\nBDV 72 kV after",
    });
    expect(closed.subject).toBe("Your service request VPS-261121-K7Q2MD is closed");
    expect(closed.text).toContain(
      "We have closed service request VPS-261121-K7Q2MD. Our note: Oil filtered <on site> BDV 72 kV after If the transformer needs us again, send a new request or call +91 98765 43210 (24×7).",
    );
    expect(closed.html).toContain("Oil filtered &lt;on site&gt; BDV 72 kV after");
    expect(closed.html).not.toContain("<on site>");
  });
});
