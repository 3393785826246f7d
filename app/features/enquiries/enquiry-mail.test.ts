import { describe, expect, it } from "vitest";
import { composeEmail, emailJsTemplateParams } from "./enquiry-mail.server.ts";
import type { Enquiry } from "./store.server.ts";

const enquiry: Enquiry = {
  id: 1,
  reference: "VPS-261121-ABCDEF",
  idempotency_key: "k",
  kind: "product",
  name: "Asha <b>Iyer</b>",
  email: "asha@example.in",
  phone: "(987) 654 3210",
  service: "Blue Silica Gel (Indicating)",
  message: "50 kg <script>alert(1)</script>\nsecond line",
  company: null,
  plant_location: null,
  source_path: "/services/details/blue-silica-gel",
  ip: "127.0.0.1",
  user_agent: null,
  status: "pending",
  spam_reason: null,
  attempts: 0,
  next_attempt_at: "2026-11-21T10:00:00.000Z",
  locked_until: null,
  last_error: null,
  created_at: "2026-11-21T10:00:00.000Z",
  sent_at: null,
  stage: "new",
};

describe("the e-mail to the company", () => {
  it("names the reference and the product in the subject and replies to the visitor", () => {
    const email = composeEmail(enquiry);
    expect(email.subject).toBe(
      "Enquiry VPS-261121-ABCDEF: Blue Silica Gel (Indicating), from Asha <b>Iyer</b>",
    );
    expect(email.replyTo).toBe("asha@example.in");
  });

  it("lists every field in the text and escapes them in the HTML", () => {
    const email = composeEmail(enquiry);
    for (const value of [
      "VPS-261121-ABCDEF",
      "asha@example.in",
      "(987) 654 3210",
      "second line",
      "/services/details/blue-silica-gel",
    ]) {
      expect(email.text).toContain(value);
    }
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(email.html).toContain("Asha &lt;b&gt;Iyer&lt;/b&gt;");
  });

  it("gives the time received in India, as the desk reads every other time", () => {
    // 10:00 UTC is 15:30 in India: the notice said "2026-11-21 10:00:00 UTC".
    expect(composeEmail(enquiry).text).toContain("21 Nov 2026, 15:30 IST");
    expect(composeEmail(enquiry).text).not.toContain("UTC");
  });

  it("adds the optional company and plant location, escaped, only when the visitor gave them", () => {
    const without = composeEmail(enquiry);
    expect(without.text).not.toContain("Company:");
    expect(without.text).not.toContain("Plant location:");
    const email = composeEmail({
      ...enquiry,
      company: "Shah & Sons <Textiles>",
      plant_location: "Halol GIDC, Gujarat",
    });
    expect(email.text).toContain("Company: Shah & Sons <Textiles>");
    expect(email.text).toContain("Plant location: Halol GIDC, Gujarat");
    expect(email.html).toContain("Shah &amp; Sons &lt;Textiles&gt;");
    expect(email.html).not.toContain("<Textiles>");
    expect(email.html).toContain(">Plant location</th>");
  });

  it("keeps line breaks out of the subject", () => {
    const email = composeEmail({ ...enquiry, name: "Eve\r\nBcc: victim@example.com" });
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it("fills the specification's EmailJS template parameters", () => {
    expect(
      emailJsTemplateParams({
        ...enquiry,
        kind: "contact",
        service: "automation",
        name: "Ravi Shah",
      }),
    ).toMatchObject({
      from_name: "Ravi Shah",
      from_email: "asha@example.in",
      message: enquiry.message,
      user_phone: "(987) 654 3210",
      user_email: "asha@example.in",
      reply_to: "asha@example.in",
      service: "Automation",
    });
  });
});
