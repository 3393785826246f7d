/**
 * Text typed into a text area while the page's scripts still load is kept when the page hydrates.
 * React DOM sets a hydrated `<textarea>` back to the server's text whenever that text is not
 * empty (app/ui/kept-textarea.tsx): the report's remarks, filled from the record, the record's
 * other results, and a visitor's own words added to a message the oil tool filled in snapped
 * back to it ~0.2 s after load, 2 s on a slow link.
 */
import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { addCustomer, addRecord, addUnitByHand } from "./passport-helpers.ts";

/** Opens `path` in a new tab of the signed-in context with its scripts held back, types, lets them run. */
async function typeBeforeHydration(
  context: BrowserContext,
  path: string,
  label: string,
  typed: string,
) {
  // A page of its own, whose goto does not wait for hydration (the fixture's would wait forever).
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const box = page.getByLabel(label, { exact: true });
  // The server's own text is there, and the page has not hydrated.
  await expect(box).not.toHaveValue("");
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  await box.fill(typed);
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Hydration's reset, when it comes, comes with it; the check waits a little longer still.
  await page.waitForTimeout(1_000);
  await expect(box).toHaveValue(typed);
  await page.close();
}

test("remarks and other results typed before the page's scripts ran are kept when they run", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await addCustomer(page, `Karjan Cables ${crypto.randomUUID().slice(0, 6)}`);
  const unitUrl = (await addUnitByHand(page)).replace(/\?.*$/, "");
  // Hydrogen above its typical value: the report's remarks are filled from the record.
  await addRecord(page, unitUrl, "2026-02-01", {
    "Hydrogen (H₂), µL/L": "110",
    "One result a line: name | value | unit": "Core insulation resistance | 850 | MΩ",
  });
  await page.goto(unitUrl);
  const issue = await page
    .getByRole("link", { name: "Issue report from the sample of 2026-02-01" })
    .getAttribute("href");
  const edit = await page
    .getByRole("link", { name: "Edit record of 2026-02-01" })
    .getAttribute("href");

  await typeBeforeHydration(
    page.context(),
    issue ?? "",
    "Remarks (optional)",
    "Sampled hot, 20 minutes after the unit was switched off.",
  );
  await typeBeforeHydration(
    page.context(),
    edit ?? "",
    "One result a line: name | value | unit (optional)",
    "Core insulation resistance | 900 | MΩ",
  );
});

test("a visitor's words added to a message filled in from a link are kept when the scripts run", async ({
  page,
}) => {
  // The oil and DGA interpreter links to both forms with its reading as the text.
  const reading = encodeURIComponent("DGA of 2026-11-02: acetylene 4 µL/L, rising.");
  await typeBeforeHydration(
    page.context(),
    `/contact?service=service&message=${reading}`,
    "Message",
    "DGA of 2026-11-02: acetylene 4 µL/L, rising. Please call before Monday, the unit is on load.",
  );
  await typeBeforeHydration(
    page.context(),
    `/service-request?symptoms=dga-alert&description=${reading}`,
    "Description (optional)",
    "Acetylene rising; the Buchholz relay alarmed once on 2026-11-20.",
  );
});
