/**
 * The oil test and DGA interpreter with JavaScript: the reading follows the fields without a page
 * load, the address follows the fields, the worked examples fill the form, the keyboard reaches
 * everything, the page prints as a report, and the reading travels into the enquiry forms.
 * Every expected condition and zone below is worked out by hand from the limits and the examples.
 */
import type { Page } from "@playwright/test";
import { company } from "#app/lib/company.ts";
import { expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

const tool = "/tools/oil-analysis";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const condition = (page: Page, word: string) =>
  page.getByRole("heading", { name: `Overall condition: ${word}`, exact: true });

/**
 * A 132 kV unit with low-energy discharges: CH₄ 20, C₂H₄ 10, C₂H₂ 40 of 70 µL/L is 28.6 %,
 * 14.3 %, 57.1 %, in zone D1 (C₂H₄ below 23 %, C₂H₂ above 13 %): act soon.
 */
const sparking = `${tool}?vc=72.5-170&h2=100&ch4=20&c2h6=5&c2h4=10&c2h2=40`;

test("typing updates the reading at once, without loading a page, and the address follows", async ({
  page,
}) => {
  await page.goto(tool);
  await expect(page.getByRole("heading", { name: "The reading", exact: true })).toBeVisible();
  // A mark on the window survives only if the page is never loaded again.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await field(page, "Highest voltage (voltage class)").selectOption("gt170");
  await field(page, "Breakdown voltage (BDV)").fill("45");
  // Above 170 kV a BDV below 50 kV is Poor: act soon.
  await expect(condition(page, "Act soon")).toBeVisible();
  await expect(page.getByText("Breakdown voltage (BDV) is Poor (45 kV;")).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/oil-analysis\?vc=gt170&bdv=45$/);

  await field(page, "Breakdown voltage (BDV)").fill("65");
  // Above 60 kV is Good, and nothing else was entered.
  await expect(condition(page, "Normal")).toBeVisible();
  await expect(page).toHaveURL(/\/tools\/oil-analysis\?vc=gt170&bdv=65$/);

  await field(page, "Methane (CH₄)").fill("20");
  await field(page, "Ethylene (C₂H₄)").fill("10");
  await field(page, "Acetylene (C₂H₂)").fill("40");
  await expect(condition(page, "Act soon")).toBeVisible();
  await expect(
    page.getByText("Zone D1: discharges of low energy (sparking)", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\?vc=gt170&bdv=65&ch4=20&c2h4=10&c2h2=40$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("a shared address shows the same reading, and so does the address a visitor typed", async ({
  page,
  browser,
}) => {
  await page.goto(sparking);
  await expect(condition(page, "Act soon")).toBeVisible();
  await expect(
    page.getByText("Zone D1: discharges of low energy (sparking)", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText("CH₄ 28.6 %, C₂H₄ 14.3 %, C₂H₂ 57.1 %", { exact: true }),
  ).toBeVisible();
  await expect(field(page, "Hydrogen (H₂)")).toHaveValue("100");
  await expect(field(page, "Highest voltage (voltage class)")).toHaveValue("72.5-170");

  // Typed in one browser, opened in another.
  await page.goto(tool);
  await field(page, "Highest voltage (voltage class)").selectOption("le72.5");
  await field(page, "Breakdown voltage (BDV)").fill("25");
  await field(page, "Water content").fill("45");
  await expect(condition(page, "Act now")).toBeVisible();
  await expect(page).toHaveURL(/bdv=25&h2o=45$/);
  const other = await browser.newContext();
  const colleague = await other.newPage();
  await colleague.goto(page.url());
  // Up to 72.5 kV, BDV below 30 kV and water above 40 mg/kg are both Poor: act now.
  await expect(condition(colleague, "Act now")).toBeVisible();
  await expect(
    colleague
      .getByText(
        "Breakdown voltage and water content are both Poor: the oil can no longer be relied on to insulate.",
      )
      .first(),
  ).toBeVisible();
  await other.close();
});

const examples = [
  {
    name: "Healthy 220 kV unit",
    bdv: "72",
    condition: "Normal",
    duval: "Not enough gas to interpret",
  },
  {
    name: "Overheating 132 kV unit",
    bdv: "55",
    condition: "Act soon",
    duval: "Zone T3: thermal fault above 700 °C",
  },
  {
    name: "Arcing 220 kV unit",
    bdv: "55",
    condition: "Act now",
    duval: "Zone D2: discharges of high energy (arcing)",
  },
];

for (const example of examples) {
  test(`the example "${example.name}" fills the form and reads ${example.condition}`, async ({
    page,
  }) => {
    await page.goto(tool);
    await page.getByRole("link", { name: new RegExp(example.name) }).click();
    await expect(field(page, "Breakdown voltage (BDV)")).toHaveValue(example.bdv);
    await expect(condition(page, example.condition)).toBeVisible();
    await expect(page.getByText(example.duval, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]bdv=${example.bdv}&`));
    // Each example has an earlier DGA: its box opens and the rates are worked out.
    await expect(field(page, "Hydrogen (H₂) in the earlier sample")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Rates of increase" })).toBeVisible();
  });
}

test("the keyboard reaches the fields in order, sends with Enter and picks an example", async ({
  page,
}) => {
  await page.goto(tool);
  const voltage = field(page, "Highest voltage (voltage class)");
  await voltage.focus();
  await page.keyboard.press("ArrowDown");
  await expect(voltage).toHaveValue("le72.5");
  await page.keyboard.press("Tab");
  await expect(field(page, "Rating")).toBeFocused();
  await page.keyboard.type("10");
  await page.keyboard.press("Tab");
  await expect(field(page, "Age")).toBeFocused();
  // The focused field shows the site's amber focus ring.
  const outline = await field(page, "Age").evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(outline).toBe("solid 3px");

  await field(page, "Breakdown voltage (BDV)").focus();
  await page.keyboard.type("35");
  await page.keyboard.press("Enter");
  // Up to 72.5 kV, 35 kV is Fair (30 to 40 kV): watch. Enter moves to the reading.
  await expect(page.getByRole("heading", { name: "The reading", exact: true })).toBeFocused();
  await expect(condition(page, "Watch")).toBeVisible();
  await expect(page).toHaveURL(/\?vc=le72\.5&mva=10&bdv=35$/);

  await page.getByRole("link", { name: /Arcing 220 kV unit/ }).focus();
  await page.keyboard.press("Enter");
  await expect(condition(page, "Act now")).toBeVisible();
  await expect(field(page, "Breakdown voltage (BDV)")).toHaveValue("55");
});

test("the print view shows the report without the site's menus, footer and form", async ({
  page,
}) => {
  await page.goto(tool);
  await page.getByRole("link", { name: /Arcing 220 kV unit/ }).click();
  await expect(page.getByRole("button", { name: "Print report" })).toBeVisible();
  await page.emulateMedia({ media: "print" });

  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.locator("footer")).toBeHidden();
  // The floating chat button and the reading's own WhatsApp link are both off the paper.
  for (const link of await page.getByRole("link", { name: /WhatsApp/ }).all()) {
    await expect(link).toBeHidden();
  }
  await expect(field(page, "Breakdown voltage (BDV)")).toBeHidden();
  await expect(page.getByRole("button", { name: "Show the reading" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print report" })).toBeHidden();
  await expect(page.getByRole("link", { name: /Healthy 220 kV unit/ })).toBeHidden();

  const report = page.getByRole("region", { name: "The reading", exact: true });
  await expect(report.getByText(company.name, { exact: true })).toBeVisible();
  await expect(report.getByText(company.phones[0].display).first()).toBeVisible();
  await expect(report.getByText(/^Printed on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(report.getByRole("heading", { name: "Values entered" })).toBeVisible();
  await expect(report.getByText("2025-02-20").first()).toBeVisible();
  await expect(condition(page, "Act now")).toBeVisible();
  await expect(
    report.getByRole("img", { name: "Duval Triangle 1, sample in zone D2" }),
  ).toBeVisible();
  await expect(
    report.getByText("Zone D2: discharges of high energy (arcing)", { exact: true }),
  ).toBeVisible();

  await page.emulateMedia({ media: "screen" });
  await expect(field(page, "Breakdown voltage (BDV)")).toBeVisible();
});

test("the reading carries into the enquiry form, which the visitor can edit and send", async ({
  page,
}) => {
  await page.goto(tool);
  await page.getByRole("link", { name: /Arcing 220 kV unit/ }).click();
  await expect(condition(page, "Act now")).toBeVisible();
  await page.getByRole("link", { name: "Ask an engineer about it" }).click();
  await expect(page).toHaveURL(/\/contact\?service=service&message=/);
  const message = field(page, "Message");
  await expect(message).toHaveValue(/Overall condition: Act now\. Duval Triangle 1 places/);
  await expect(message).toHaveValue(/Duval Triangle 1: zone D2 \(CH₄ 22\.0 %/);
  await expect(message).toHaveValue(
    /Full reading: https?:\/\/[^\s]+\/tools\/oil-analysis\?vc=gt170&/,
  );
  await expect(field(page, "Service")).toHaveValue("service");
  await expect(
    page.getByText("The message is filled in from the page you came from."),
  ).toBeVisible();

  await field(page, "First name").fill("Ravi");
  await field(page, "Last name").fill("Shah");
  await field(page, "Email").fill("ravi.shah@example.in");
  await field(page, "Phone (mobile number)").fill("987-654-3210");
  await message.press("ControlOrMeta+End");
  await message.pressSequentially("\nPlease call me about unit 2.");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.locator("#enquiry-outcome")).toContainText(
    "Your message has been successfully submitted",
  );
  // Once sent, a confirmation with the reference takes the form's place.
  await expect(page.locator("#enquiry-outcome")).toContainText(/VPS-\d{6}-[A-Z0-9]{6}/);
  await expect(message).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Send another enquiry" })).toBeVisible();
});

test("the reading carries into the service request with the DGA symptom ticked", async ({
  page,
}) => {
  await page.goto(tool);
  await page.getByRole("link", { name: /Arcing 220 kV unit/ }).click();
  await page.getByRole("link", { name: "Request a site visit" }).click();
  await expect(page).toHaveURL(/\/service-request\?symptoms=dga-alert&/);
  await expect(
    page.getByText(/The description under “What you have seen” is filled in/),
  ).toBeVisible();
  // The stepper shows the first step; the filled-in fields wait in the third.
  await expect(page.locator("#sr-description")).toHaveValue(/Overall condition: Act now\./);
  await expect(
    page.getByRole("checkbox", { name: "DGA alert", includeHidden: true }),
  ).toBeChecked();
  await expect(
    page.getByRole("checkbox", {
      name: "Low BDV or high moisture in the last oil test",
      includeHidden: true,
    }),
  ).toBeChecked();
});

test("wrong values get a message under their field, and the server answers them too", async ({
  page,
  request,
}) => {
  await page.goto(tool);
  await field(page, "Highest voltage (voltage class)").selectOption("gt170");
  const bdv = field(page, "Breakdown voltage (BDV)");
  const cases: [string, string][] = [
    ["-5", "Breakdown voltage (BDV) cannot be negative"],
    ["9999", "Breakdown voltage (BDV) must be at most 150 kV: check the value and its unit"],
    ["sixty", "Enter breakdown voltage (BDV) as a number in kV, for example 62"],
  ];
  for (const [value, text] of cases) {
    await bdv.fill(value);
    await bdv.blur();
    await expect(bdv).toHaveAttribute("aria-invalid", "true");
    await expect(bdv).toHaveAccessibleDescription(`Mean of six breakdowns ${text}`);
    await expect(page.getByRole("alert")).toContainText(
      "One value needs correcting before the reading can be shown:",
    );
    await expect(page.getByRole("alert")).toContainText(text);
  }
  await bdv.fill("62");
  await expect(bdv).not.toHaveAttribute("aria-invalid", "true");
  await expect(condition(page, "Normal")).toBeVisible();

  const answer = await request.get(`${tool}?vc=gt170&bdv=9999&h2=ten`);
  expect(answer.status()).toBe(400);
  const html = await answer.text();
  expect(html).toContain(
    "Breakdown voltage (BDV) must be at most 150 kV: check the value and its unit",
  );
  expect(html).toContain("Enter hydrogen (H₂) as a number in µL/L, for example 25");
  expect(answer.headers()["cache-control"]).toContain("no-store");
});

test("beside a whole reading the form stays in view as the reading scrolls, and changes it there", async ({
  page,
}) => {
  await page.goto(`${sparking}&bdv=38&h2o=24&t=40&acid=0.12&co=450&co2=4200`);
  const form = page.getByRole("form", { name: "Test results" });
  const notes = page.getByRole("heading", { name: "Notes", exact: true });
  // Before: the form ended some 1,900 px above the end of the reading, a tall empty column.
  await notes.scrollIntoViewIfNeeded();
  const box = await form.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(64);
  expect(box?.y).toBeLessThan(900);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
  // The fields below the screen are reached in the pane: the last one is changed from here.
  await field(page, "Hydrogen (H₂)").fill("40");
  await expect(page).toHaveURL(/h2=40/);
  await expect(form).toBeInViewport();
  // With no reading beside it, the form is the page's own column, not a pane.
  await page.goto(tool);
  const plain = await form.evaluate((element) => element.scrollHeight - element.clientHeight);
  expect(plain).toBe(0);
});
