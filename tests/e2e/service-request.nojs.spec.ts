import { expect, test } from "./fixtures.ts";
import { fillAll, jpeg } from "./service-request-helpers.ts";

test.describe("the service request without JavaScript", () => {
  test("one form: errors beside their fields and summarised, values kept, photos asked again", async ({
    page,
  }) => {
    await page.goto("/service-request");
    // Every fieldset shows at once; there is no stepper.
    await expect(page.getByRole("heading", { level: 2, name: /How urgent is it\?/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /Who to call/ })).toBeVisible();
    await fillAll(page);
    await page.getByLabel("PIN code", { exact: true }).fill("012345");
    await page.getByLabel("LV voltage (kV)", { exact: true }).fill("33");
    await page
      .getByLabel("Photos (optional)", { exact: true })
      .setInputFiles([{ name: "nameplate.jpg", mimeType: "image/jpeg", buffer: await jpeg() }]);
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === "POST"),
      page.getByRole("button", { name: "Send the service request" }).click(),
    ]);
    expect(response.status()).toBe(400);
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("heading")).toHaveText("3 things need your attention");
    // The answer opens at its summary, not at the top of the long page.
    expect(new URL(page.url()).hash).toBe("#sr-summary-heading");
    await expect(summary).toBeInViewport();
    await expect(summary.getByRole("listitem")).toHaveText([
      "The LV rating must be lower than the HV rating",
      "A PIN code does not start with 0",
      "For your security a browser never gets photos back from a website: choose them again before you send.",
    ]);
    const pin = page.getByLabel("PIN code", { exact: true });
    await expect(pin).toHaveAttribute("aria-invalid", "true");
    await expect(pin).toHaveAttribute("aria-describedby", "sr-pin-error");
    await expect(page.locator("#sr-pin-error")).toHaveText("A PIN code does not start with 0");
    // What was typed is still there, choices included.
    await expect(page.getByLabel("Make", { exact: true })).toHaveValue("Crompton Greaves");
    await expect(page.getByLabel("State or union territory", { exact: true })).toHaveValue(
      "Gujarat",
    );
    await expect(page.getByRole("checkbox", { name: "Buchholz trip" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Breakdown now" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
  });

  test("a breakdown with two photos gets a reference and its private status page", async ({
    page,
  }) => {
    await page.goto("/service-request");
    await fillAll(page);
    await page.getByLabel("Photos (optional)", { exact: true }).setInputFiles([
      { name: "nameplate.jpg", mimeType: "image/jpeg", buffer: await jpeg("#224466") },
      { name: "oil-leak.jpg", mimeType: "image/jpeg", buffer: await jpeg("#663311") },
    ]);
    await page.getByRole("button", { name: "Send the service request" }).click();
    // The answer's own fragment, not the form's: it opens at its confirmation.
    await expect(page).toHaveURL(
      /\/requests\/VPS-\d{6}-[A-Z2-9]{6}\?t=[A-Za-z0-9_-]{22}&sent=1#request-received$/,
    );
    await expect(page.getByRole("status")).toContainText("Your request has reached us");
    await expect(page.getByRole("heading", { level: 2, name: "Status: Received" })).toBeVisible();
    const link = await page.getByLabel("Your status link", { exact: true }).inputValue();
    expect(link).toBe(page.url().replace("&sent=1#request-received", ""));
    // The link alone, later: no banner, the same status.
    await page.goto(link);
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.locator("li[aria-current=step]")).toContainText("Received");
  });
});

test("is linked from the header, home, every transformer service page and the 404 page", async ({
  page,
}) => {
  const transformerPages = [
    "fieldservice",
    "refurbishmentandoverhauling",
    "repaireandmaintainance",
    "hvlvtesting",
    "rental",
    "transformer1",
    "transformer2",
    "transformer3",
    "transformer4",
    "transformer5",
  ].map((name) => `/transformer/${name}`);
  for (const path of ["/", ...transformerPages, "/no-such-page"]) {
    await page.goto(path);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Service request" }), path).toHaveAttribute(
      "href",
      "/service-request",
    );
    const inPage = page.getByRole("main").locator('a[href="/service-request"]');
    expect(await inPage.count(), path).toBeGreaterThan(0);
  }
});

test("without JavaScript the five parts are headed '1. How urgent is it?' to '5. Who to call', a space after each number", async ({
  page,
}) => {
  await page.goto("/service-request");
  await expect(page.getByRole("heading", { level: 2, name: /^\d\./ })).toHaveText([
    "1. How urgent is it?",
    "2. The transformer",
    "3. What you have seen",
    "4. Where it is",
    "5. Who to call",
  ]);
  // The name the accessibility tree gives, as a screen reader says it.
  await expect(page.locator("#sr-step-urgency")).toHaveAccessibleName("1. How urgent is it?");
});

test("without JavaScript, on a phone the WhatsApp button does not float over the form's fields", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/service-request");
  await page.getByLabel("Make", { exact: true }).scrollIntoViewIfNeeded();
  await expect(
    page.getByRole("complementary", { name: "WhatsApp chat" }).getByRole("link"),
  ).toBeHidden();
});
