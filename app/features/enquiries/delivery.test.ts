/**
 * Delivery against real parts: an SMTP server and an HTTP stand-in for EmailJS, both started here
 * on loopback. The store and outbox on a real PostgreSQL server: delivery-postgres.test.ts.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "#app/lib/logger.ts";
import { issueFormToken } from "#app/platform/form-token.server.ts";
import { createIntake } from "#app/platform/intake.server.ts";
import { createTransport } from "#app/platform/mail.server.ts";
import { createOutbox } from "#app/platform/outbox.server.ts";
import { memoryRateLimiter } from "#app/platform/rate-limit.server.ts";
import type { MailSettings } from "#app/platform/settings.ts";
import { spendFormToken } from "#app/platform/spent-tokens.server.ts";
import {
  sqliteTestDatabase,
  testEnquiry,
  testOutboxSettings,
} from "#tests/fixtures/enquiries-database.ts";
import { startSmtpRecorder } from "#tests/support/smtp-recorder.ts";
import { enquirySender } from "./enquiry-mail.server.ts";
import { createEnquiryService } from "./service.server.ts";
import { createStore } from "./store.server.ts";

const mailDefaults: MailSettings = {
  MAIL_TRANSPORT: "log",
  MAIL_FROM: "Website <website@vidyutpower.example>",
  MAIL_TO: "enquiry@vidyutpower.example",
  EMAILJS_API_URL: "http://127.0.0.1:1/never",
};

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("SMTP delivery", () => {
  it("sends a readable e-mail with the reference, every field and reply-to the visitor", async () => {
    const smtp = await startSmtpRecorder();
    const { received, port } = smtp;
    const { database, remove: cleanup } = await sqliteTestDatabase();
    try {
      const store = createStore(database);
      const transport = createTransport(
        { ...mailDefaults, MAIL_TRANSPORT: "smtp", SMTP_URL: `smtp://127.0.0.1:${port}` },
        silentLogger,
      );
      const { enquiry } = await store.insert(
        testEnquiry("smtp-1", { name: "Ravi Shah\r\nBcc: victim@example.com" }),
      );
      await createOutbox(store, enquirySender(transport), testOutboxSettings, silentLogger).drain();
      transport.close?.();
      expect(received).toHaveLength(1);
      const mail = received[0];
      expect(mail?.to).toEqual(["enquiry@vidyutpower.example"]);
      expect(mail?.data).toMatch(
        new RegExp(`^Subject: Enquiry ${enquiry.reference}: Automation`, "m"),
      );
      expect(mail?.data).toMatch(/^Reply-To: .*ravi\.shah@example\.in/m);
      const headers = (mail?.data ?? "").split(/\r?\n\r?\n/)[0] ?? "";
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(headers).toMatch(/^Subject: .*Ravi Shah Bcc:/m);
      expect(mail?.data).toContain("987-654-3210");
      expect(mail?.data).toContain("&lt;b&gt;urgent&lt;/b&gt;");
      const [row] = await store.list();
      expect(row?.status).toBe("sent");
    } finally {
      await cleanup();
      await smtp.close();
    }
  });
});

describe("EmailJS delivery", () => {
  let server: Server;
  let url: string;
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        requests.push({ path: req.url ?? "", body: JSON.parse(body) as Record<string, unknown> });
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          res.writeHead(500).end("internal error");
        } else {
          res.writeHead(200).end("OK");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1.0/email/send`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the specification's payload, and delivers once the service recovers from a run of 500s", async () => {
    const { database, remove: cleanup } = await sqliteTestDatabase();
    try {
      failuresLeft = 3;
      const store = createStore(database);
      const transport = createTransport(
        {
          ...mailDefaults,
          MAIL_TRANSPORT: "emailjs",
          EMAILJS_API_URL: url,
          EMAILJS_SERVICE_ID: "service_vps",
          EMAILJS_TEMPLATE_ID: "template_enquiry",
          EMAILJS_PUBLIC_KEY: "public-key",
          EMAILJS_PRIVATE_KEY: "private-key",
        },
        silentLogger,
      );
      const outbox = createOutbox(
        store,
        enquirySender(transport),
        testOutboxSettings,
        silentLogger,
      );
      const service = createEnquiryService({
        store,
        outbox,
        intake: createIntake({
          minFillMs: 0,
          limiter: memoryRateLimiter(0, 1000),
          formSecret: "delivery-test-secret-0123456789abcdef",
          spendToken: (token, at) => spendFormToken(database, token, at),
        }),
        isKnownProduct: () => true,
      });
      const result = await service.submit(
        "contact",
        {
          firstName: "Ravi",
          lastName: "Shah",
          email: "ravi.shah@example.in",
          phone: "9876543210",
          service: "service",
          message: "AMC for four transformers",
          formToken: issueFormToken("delivery-test-secret-0123456789abcdef", Date.now() - 10_000),
        },
        { sourcePath: "/contact" },
      );
      expect(result.ok).toBe(true);
      outbox.start();
      await waitFor(async () => (await store.list())[0]?.status === "sent");
      await outbox.stop();
      expect(requests).toHaveLength(4);
      const last = requests.at(-1);
      expect(last?.path).toBe("/api/v1.0/email/send");
      expect(last?.body).toMatchObject({
        service_id: "service_vps",
        template_id: "template_enquiry",
        user_id: "public-key",
        accessToken: "private-key",
        template_params: {
          from_name: "Ravi Shah",
          from_email: "ravi.shah@example.in",
          message: "AMC for four transformers",
          user_phone: "9876543210",
          user_email: "ravi.shah@example.in",
          reply_to: "ravi.shah@example.in",
          service: "Service",
        },
      });
      const [row] = await store.list();
      expect(row?.attempts).toBe(4);
    } finally {
      await cleanup();
    }
  });
});
