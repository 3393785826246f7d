import fc from "fast-check";
import { expect, test } from "./fixtures.ts";

/** Random and hostile bodies at both forms' actions, as a page and as the fetchers post them: the answer is 2xx or 4xx, never 5xx. */
const endpoints = [
  "/contact",
  "/services/details/blue-silica-gel/enquiry",
  "/contact.data",
  "/services/details/blue-silica-gel/enquiry.data",
];
const fieldNames = [
  "firstName",
  "lastName",
  "name",
  "email",
  "phone",
  "phoneNo",
  "service",
  "message",
  "website",
  "renderedAt",
  "idempotencyKey",
  "__proto__",
  "constructor",
];

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>",
    "a\r\nBcc: x@y.z",
    "'; DROP TABLE enquiries; --",
    "9".repeat(6000),
    "NaN",
    "-1",
    "1e309",
    "(987) 654 3210",
    "x@y.z",
  ),
);

test("random and hostile form bodies never make the server fail", async ({ request }) => {
  test.setTimeout(120_000);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...endpoints),
      fc.dictionary(fc.constantFrom(...fieldNames), hostile, { maxKeys: 12 }),
      fc.constantFrom("form", "multipart", "json", "garbage"),
      async (endpoint, fields, encoding) => {
        let response: Awaited<ReturnType<typeof request.post>>;
        if (encoding === "form") response = await request.post(endpoint, { form: fields });
        else if (encoding === "multipart")
          response = await request.post(endpoint, { multipart: fields });
        else if (encoding === "json") response = await request.post(endpoint, { data: fields });
        else
          response = await request.post(endpoint, {
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            data: Buffer.from(Object.values(fields).join("%%&&==")),
          });
        // Redirects are followed, so the final answer's class is all there is to check.
        const status = response.status();
        expect(
          ["2xx", "4xx"],
          `${status} for ${endpoint} ${encoding} ${JSON.stringify(fields).slice(0, 200)}`,
        ).toContain(`${Math.floor(status / 100)}xx`);
      },
    ),
    { numRuns: 150 },
  );
});
