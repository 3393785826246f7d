import { keyPages } from "../../bench/pages.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The pages and their forms do nothing the Content-Security-Policy forbids: Chromium reports
 * each violation as an inspector issue (Lighthouse's Best Practices counts them), even one a
 * library catches, such as zod's probe for `new Function` (app/lib/zod.ts). Issues are read
 * through the DevTools protocol while every key page loads and while the two forms check their
 * fields in the browser, which is when zod arrives.
 */
test("no key page and no form check trips the Content-Security-Policy", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const violations: string[] = [];
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue") {
      violations.push(`${page.url()}: ${JSON.stringify(issue.details)}`);
    }
  });
  await cdp.send("Audits.enable");

  for (const pagePath of Object.values(keyPages)) await page.goto(pagePath);

  await page.goto("/contact");
  for (const [label, value] of Object.entries({
    "First name": "Ravi",
    "Last name": "Shah",
    Email: "ravi.shah@example.in",
    "Phone (mobile number)": "12345",
    Message: "BDV and DGA of the oil of a 2.5 MVA, 11/0.433 kV transformer at Halol.",
  })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel("Service", { exact: true }).selectOption("service");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByLabel("Phone (mobile number)", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await page.goto("/service-request");
  await page.getByRole("button", { name: "Next: The transformer" }).click();
  await expect(page.getByRole("alert").getByRole("listitem")).toHaveText([
    "Choose how urgent the work is",
  ]);

  await page.goto("/case-studies?sector=cement");
  await page.goto("/tools/oil-analysis?bdv=abc");

  expect(violations).toEqual([]);
});
