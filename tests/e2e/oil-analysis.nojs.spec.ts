/**
 * The oil test and DGA interpreter without JavaScript: the form is a GET form whose address is
 * the reading, the examples are links, the reading travels into the enquiry forms, and garbage in
 * the address gets a message, never a server error. Expected readings are worked out by hand.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { checkHealthAfterEach } from "./hostile-checks.ts";
import { get, raw } from "./raw-http.ts";
import { fillAll } from "./service-request-helpers.ts";

const tool = "/tools/oil-analysis";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const condition = (page: Page, word: string) =>
  page.getByRole("heading", { name: `Overall condition: ${word}`, exact: true });

checkHealthAfterEach();

test("the form is sent as a GET and the server renders the reading of its address", async ({
  page,
}) => {
  await page.goto(tool);
  await expect(page.getByText("then press “Show the reading”")).toBeVisible();
  await field(page, "Highest voltage (voltage class)").selectOption("72.5-170");
  await field(page, "Breakdown voltage (BDV)").fill("38");
  await field(page, "Water content").fill("24");
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().includes(`${tool}?`)),
    page.getByRole("button", { name: "Show the reading" }).click(),
  ]);
  expect(answer.request().method()).toBe("GET");
  expect(answer.status()).toBe(200);
  const url = new URL(page.url());
  expect(url.searchParams.get("vc")).toBe("72.5-170");
  expect(url.searchParams.get("bdv")).toBe("38");
  // From 72.5 to 170 kV, BDV below 40 kV is Poor (act soon); 24 mg/kg of water, judged as
  // measured without a temperature, is Fair (20 to 30 mg/kg).
  await expect(condition(page, "Act soon")).toBeVisible();
  await expect(page.getByText("Breakdown voltage (BDV) is Poor (38 kV;").first()).toBeVisible();
  await expect(page.getByText("Water content is Fair (24 mg/kg;")).toBeVisible();
  await expect(field(page, "Breakdown voltage (BDV)")).toHaveValue("38");
  // Without JavaScript there is no print button: the browser's own Print is named instead.
  await expect(page.getByRole("button", { name: "Print report" })).toHaveCount(0);
  await expect(page.getByText(/use your browser's Print command/)).toBeVisible();
});

test("on a phone the form sent lands on the reading, or on the list of values to correct, not at the top", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tool);
  await field(page, "Highest voltage (voltage class)").selectOption("72.5-170");
  await field(page, "Breakdown voltage (BDV)").fill("38");
  await page.getByRole("button", { name: "Show the reading" }).click();
  await expect(condition(page, "Act soon")).toBeVisible();
  expect(new URL(page.url()).hash).toBe("#reading-heading");
  await expect(page.getByRole("heading", { name: "The reading", exact: true })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);

  // Refused: the list of the values to correct is in view, under the same heading.
  await field(page, "Breakdown voltage (BDV)").fill("ten");
  await page.getByRole("button", { name: "Show the reading" }).click();
  const refused = page.getByRole("alert").filter({ hasText: "needs correcting" });
  await expect(refused).toBeVisible();
  expect(new URL(page.url()).hash).toBe("#reading-heading");
  await expect(refused).toBeInViewport();
});

test("a shared address opens on the same reading", async ({ page }) => {
  // CH₄ 20, C₂H₄ 10, C₂H₂ 40 of 70 µL/L: 28.6 %, 14.3 %, 57.1 %, zone D1, act soon.
  const answer = await page.goto(`${tool}?vc=72.5-170&h2=100&ch4=20&c2h6=5&c2h4=10&c2h2=40`);
  expect(answer?.status()).toBe(200);
  await expect(condition(page, "Act soon")).toBeVisible();
  await expect(
    page.getByText("Zone D1: discharges of low energy (sparking)", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("img", { name: "Duval Triangle 1, sample in zone D1" }),
  ).toHaveAccessibleDescription(/CH₄ 28\.6 %, C₂H₄ 14\.3 %, C₂H₂ 57\.1 %/);
  await expect(field(page, "Acetylene (C₂H₂)")).toHaveValue("40");
  // Duval Pentagons 1 and 2 agree with the triangle on this sample.
  await expect(
    page.getByText("Pentagon 1, zone D1: discharges of low energy (sparking)", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText("Pentagon 2, zone D1: discharges of low energy (sparking)", { exact: true }),
  ).toBeVisible();
  // A reading is a view of the page, kept out of search results and out of shared caches.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  expect(answer?.headers()["cache-control"]).toContain("no-store");
});

test("a shared address carries four samples of one unit and shows their trend", async ({
  page,
}) => {
  // H₂ 40, 70, 100, 130 µL/L over 550 days: a least-squares rate of 59.8 µL/L a year.
  const answer = await page.goto(
    `${tool}?vc=gt170&oltc=none&d=2025-01-01&h2=130&e_d=2024-07-01&e_h2=100` +
      "&e2_d=2024-01-01&e2_h2=70&e3_d=2023-07-01&e3_h2=40",
  );
  expect(answer?.status()).toBe(200);
  await expect(condition(page, "Act soon")).toBeVisible();
  await expect(page.getByRole("table", { name: "The samples, oldest first (µL/L)" })).toBeVisible();
  await expect(page.getByText("40 → 130", { exact: true })).toBeVisible();
  await expect(field(page, "Hydrogen (H₂) in the third earlier sample")).toHaveValue("40");
  await expect(field(page, "Date of the second earlier sample (optional)")).toHaveValue(
    "2024-01-01",
  );
});

test("the worked examples are plain links that fill the form", async ({ page }) => {
  await page.goto(tool);
  const healthy = page.getByRole("link", { name: /Healthy 220 kV unit/ });
  await expect(healthy).toHaveAttribute("href", /^\/tools\/oil-analysis\?vc=gt170&mva=100&age=12&/);
  await healthy.click();
  await expect(condition(page, "Normal")).toBeVisible();
  await expect(page.getByText("Not enough gas to interpret", { exact: true })).toBeVisible();
  await expect(field(page, "Breakdown voltage (BDV)")).toHaveValue("72");
  // The earlier sample's box is open when it holds values.
  await expect(field(page, "Hydrogen (H₂) in the earlier sample")).toHaveValue("10");
  await expect(field(page, "Hydrogen (H₂) in the earlier sample")).toBeVisible();

  await page.getByRole("link", { name: /Overheating 132 kV unit/ }).click();
  await expect(condition(page, "Act soon")).toBeVisible();
  await expect(
    page.getByText("Zone T3: thermal fault above 700 °C", { exact: true }),
  ).toBeVisible();
});

test("the reading carries into the enquiry form, sent without JavaScript", async ({ page }) => {
  await page.goto(tool);
  await page.getByRole("link", { name: /Arcing 220 kV unit/ }).click();
  await page.getByRole("link", { name: "Ask an engineer about it" }).click();
  await expect(page).toHaveURL(/\/contact\?service=service&message=/);
  await expect(field(page, "Message")).toHaveValue(
    /^Reading from the oil test and DGA interpreter/,
  );
  await expect(field(page, "Message")).toHaveValue(/Overall condition: Act now\./);
  await expect(field(page, "Service")).toHaveValue("service");
  await field(page, "First name").fill("Ravi");
  await field(page, "Last name").fill("Shah");
  await field(page, "Email").fill("ravi.shah@example.in");
  await field(page, "Phone (mobile number)").fill("987.654.3210");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status")).toContainText(
    "Your message has been successfully submitted",
  );
  // The confirmation with the reference takes the form's place.
  await expect(page.getByRole("status")).toContainText(/VPS-\d{6}-[A-Z0-9]{6}/);
  await expect(field(page, "Message")).toHaveCount(0);
});

test("the reading carries into the service request, sent without JavaScript", async ({ page }) => {
  await page.goto(tool);
  await page.getByRole("link", { name: /Overheating 132 kV unit/ }).click();
  await page.getByRole("link", { name: "Request a site visit" }).click();
  await expect(page).toHaveURL(/\/service-request\?symptoms=dga-alert&description=/);
  await expect(field(page, "Description (optional)")).toHaveValue(/Overall condition: Act soon\./);
  await expect(field(page, "Description (optional)")).toHaveValue(/Duval Triangle 1: zone T3/);
  await expect(page.getByRole("checkbox", { name: "DGA alert" })).toBeChecked();
  await fillAll(page);
  await page.getByRole("button", { name: "Send the service request" }).click();
  await expect(page.getByRole("status")).toContainText("Your request has reached us");
});

test("garbage in the address gets a clear message and never a server error", async ({ page }) => {
  const markup = await page.goto(`${tool}?vc=gt170&bdv=%3Cscript%3Ealert(1)%3C/script%3E`);
  expect(markup?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText(
    "Enter breakdown voltage (BDV) as a number in kV, for example 62",
  );
  await expect(field(page, "Breakdown voltage (BDV)")).toHaveAttribute("aria-invalid", "true");
  expect(await markup?.text()).not.toContain("<script>alert(1)");

  const huge = await raw(get(`${tool}?vc=gt170&bdv=${"9".repeat(10_000)}&h2=${"x".repeat(3_000)}`));
  expect(huge.status).toBe(400);
  expect(huge.body).toContain(
    "Breakdown voltage (BDV) must be at most 150 kV: check the value and its unit",
  );
  expect(huge.body).toContain("Enter hydrogen (H₂) as a number in µL/L, for example 25");
  expect(huge.body).not.toContain("x".repeat(100));

  const broken = await raw(get(`${tool}?vc=%ZZ&bdv=%E0%A4&d=%00%FF`));
  expect(broken.status).toBe(400);
  expect(broken.body).toContain("Choose the voltage class of the transformer");
  expect(broken.body).toContain("Enter breakdown voltage (BDV) as a number in kV, for example 62");
  expect(broken.body).toContain(
    "Enter the date of this sample as YYYY-MM-DD, for example 2025-03-14",
  );

  // Parameters the tool does not know are ignored: the empty form.
  const unknown = await raw(get(`${tool}?foo=%3Cb%3E&utm_source=x`));
  expect(unknown.status).toBe(200);
  expect(unknown.body).not.toContain("<b>");
  expect(unknown.body).toContain("Choose the voltage class and enter at least one test result");
});

test("the menu and the pages about oil lead to the tool", async ({ page }) => {
  await page.goto("/");
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      // In the Services menu, closed until it is opened.
      .getByRole("link", { name: "Oil and DGA Interpreter (free tool)", includeHidden: true }),
  ).toHaveAttribute("href", tool);
  const pages: [string, string][] = [
    ["/transformer/hvlvtesting", "Add the oil to the picture"],
    ["/transformer/transformer2", "Read a DGA report of your own"],
    ["/services/details/transformer-oil-filtration-services", "Is the oil due for filtration?"],
    ["/services/details/dga-transformer-oil-testing", "Read a DGA report of your own"],
    ["/case-studies/odisha-steel-plant-oltc-diverter-leak", "Test values of your own?"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading }), path).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the interpreter" }), path).toHaveAttribute(
      "href",
      tool,
    );
  }
  // A case study whose numbers are breaker timings has no oil to compare.
  await page.goto("/case-studies/navi-mumbai-data-centre-slow-vcb");
  await expect(page.getByRole("link", { name: "Open the interpreter" })).toHaveCount(0);
});
