import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { collectErrors } from "./page-errors.ts";

/**
 * Steps 2 to 5 of the service request hydrate on the visitor's first touch of the page
 * (decision 0023, hydration-gate.ts). React marks every element it has hydrated with a
 * `__reactFiber$…` property; an element of a step it has not hydrated yet has none.
 */
const hydrated = (page: Page, id: string) =>
  page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    if (!element) return "missing";
    return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  }, id);

/** Marks an element, so that a later check can tell the server's element from a new one. */
const mark = (page: Page, id: string) =>
  page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    if (element) element.dataset.fromServer = "yes";
  }, id);

test("the later steps keep the server's markup until the visitor first touches the page", async ({
  page,
}) => {
  const errors = collectErrors(page);
  // Routes React Router would patch in for links it found: a change of the router's state,
  // which makes React render the waiting steps afresh (hydration-gate.ts).
  const discovered: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/__manifest")
      discovered.push(...(url.searchParams.get("paths") ?? "").split(","));
  });
  await page.goto("/service-request");
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  // Step 1 is hydrated with the page, without a touch (its boundaries may finish a moment after
  // the page says it is hydrated, on a busy machine); the make (step 2) and the e-mail (step 5)
  // are not, even then.
  await expect.poll(() => hydrated(page, "sr-preferredDate")).toBe(true);
  expect(await hydrated(page, "sr-make")).toBe(false);
  expect(await hydrated(page, "sr-email")).toBe(false);
  await mark(page, "sr-make");
  await mark(page, "sr-email");
  // Nothing comes of waiting: only a touch opens the gate.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 2000 }),
      ),
  );
  expect(await hydrated(page, "sr-make")).toBe(false);
  // Only the form's own route, which the page already has: nothing to patch in. React Router
  // asks for every link and form of the document in one request: once the form's route has been
  // asked for, any other route found would have been asked for with it (else the check below
  // could pass merely because discovery had not run yet).
  await expect.poll(() => discovered).toContain("/service-request");
  expect(discovered.filter((path) => path !== "/service-request")).toEqual([]);

  await page.getByRole("radio", { name: "Planned" }).check();
  await expect.poll(() => hydrated(page, "sr-make")).toBe(true);
  await expect.poll(() => hydrated(page, "sr-email")).toBe(true);
  // Hydrated in place: the same elements the server sent, not new ones.
  await expect(page.locator("#sr-make")).toHaveAttribute("data-from-server", "yes");
  await expect(page.locator("#sr-email")).toHaveAttribute("data-from-server", "yes");
  expect(errors).toEqual([]);
});

/** The whole form as without JavaScript: a later step's fields and the send button show. */
async function expectWholeForm(page: Page) {
  await expect(page.getByLabel("Make", { exact: true })).toBeVisible();
  await expect(page.locator("#sr-email")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the service request" })).toBeVisible();
}

/**
 * The page with every script file refused, under a clock stopped at 1 s: an installed clock also
 * runs on by itself, and a busy machine's second between the load and a check would bring the
 * 8 s fallback nearer.
 */
async function openWithScriptsBlocked(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto("/service-request", { waitUntil: "domcontentloaded" });
}

test.describe("before the scripts have run", () => {
  // The page is used before it hydrates: goto returns at once.
  test.use({ awaitHydration: false });

  test("the later steps wait hidden while the form's script loads, and show if it never comes", async ({
    page,
  }) => {
    // Decision 0026: with JavaScript, steps 2 to 5 are not styled or laid out while the page
    // loads; if the scripts do not arrive within 8 s the page falls back to the whole form.
    await openWithScriptsBlocked(page);
    await expect(page.getByRole("heading", { level: 2, name: /How urgent is it\?/ })).toBeVisible();
    await expect(page.getByLabel("Make", { exact: true })).toBeHidden();
    await expect(page.locator("#sr-email")).toBeHidden();
    await page.clock.runFor(7_000);
    await expect(page.getByLabel("Make", { exact: true })).toBeHidden();
    await page.clock.runFor(1_500);
    await expectWholeForm(page);
  });

  test("with every script refused by a policy, the whole form shows as without JavaScript", async ({
    page,
  }) => {
    // A proxy or an extension that blocks scripts with a Content-Security-Policy leaves the
    // browser's scripting on ((scripting: enabled) matches) but runs neither the head script
    // nor the form's module: nothing will ever show the later steps but the page itself.
    await page.clock.install({ time: 0 });
    await page.route("**/service-request", async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers(), "content-security-policy": "script-src 'none'" };
      await route.fulfill({ response, headers });
    });
    await page.goto("/service-request", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => matchMedia("(scripting: enabled)").matches)).toBe(true);
    await page.clock.runFor(30_000);
    await expectWholeForm(page);
  });

  test("a form sent before the scripts ran comes back with every step and its messages shown at once", async ({
    page,
  }) => {
    // The scripts are slow or blocked, and the visitor sends what they see: step 1 and the send
    // button. The server's answer must show the fields it refuses, not wait 8 s to show them.
    await openWithScriptsBlocked(page);
    await page.getByRole("radio", { name: "Breakdown now" }).check();
    await page.getByRole("button", { name: "Send the service request" }).click();
    await expect(page.getByText("16 things need your attention")).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-stalled", "");
    await expect(page.getByLabel("Make", { exact: true })).toBeVisible();
    await expect(page.locator("#sr-make-error")).toHaveText(
      "Enter the make of the transformer, as on its nameplate",
    );
    await expect(page.locator("#sr-rating-error")).toBeVisible();
    await expect(page.locator("#sr-email-error")).toBeVisible();
    // The summary's links lead to the fields they name.
    await page.getByRole("link", { name: "Enter the HV rating in kV, for example 33" }).click();
    await expect(page.locator("#sr-hvKv")).toBeFocused();
  });

  test("a step typed into before the page hydrated keeps what was typed, and checks it", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // A slow connection: the form's module arrives after the page has shown the whole form
    // (8 s, decision 0026). Type into part 2 before the module has run.
    await page.clock.install();
    await page.route(/\/assets\/service-request-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    let done = () => {};
    const typed = new Promise<void>((resolve) => {
      done = resolve;
    });
    await page.goto("/service-request", { waitUntil: "domcontentloaded" });
    await page.clock.runFor(8_500);
    await page.getByLabel("Make", { exact: true }).fill("Voltamp");
    await page.clock.resume();
    done();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByText("Step 1 of 5")).toBeVisible();
    // Typed before the form's module ran, so the gate is still shut: part 2 kept as sent.
    expect(await hydrated(page, "sr-make")).toBe(false);
    await page.getByRole("radio", { name: "Breakdown now" }).check();
    await page.getByRole("button", { name: "Next: The transformer" }).click();
    await expect(page.getByText("Step 2 of 5")).toBeVisible();
    await expect(page.getByLabel("Make", { exact: true })).toHaveValue("Voltamp");
    await expect.poll(() => hydrated(page, "sr-make")).toBe(true);
    // The step works as a hydrated one: its check runs and its errors show beside the fields.
    await page.getByRole("button", { name: "Next: What you have seen" }).click();
    await expect(page.locator("#sr-rating-error")).toBeVisible();
    await expect(page.getByLabel("Make", { exact: true })).toHaveValue("Voltamp");
    expect(errors).toEqual([]);
  });
});

test("a control activated by a bare click, as assistive technology does, hydrates the later steps in place", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/service-request");
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await mark(page, "sr-make");
  // A screen reader's or voice control's activation: a click event and nothing before it (no
  // pointer, key or focus event), on Next with step 1 not filled in.
  await page.evaluate(() => {
    const next = [...document.querySelectorAll("button")].find((button) =>
      button.textContent?.includes("Next: The transformer"),
    );
    next?.click();
  });
  await expect(page.locator("#sr-urgency-error")).toHaveText("Choose how urgent the work is");
  await expect.poll(() => hydrated(page, "sr-make")).toBe(true);
  // Hydrated, not rendered afresh: the server's element is still there.
  await expect(page.locator("#sr-make")).toHaveAttribute("data-from-server", "yes");
  expect(errors).toEqual([]);
});

test("reached by a client-side navigation, every step is rendered at once", async ({ page }) => {
  await page.goto("/transformer/fieldservice");
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = "yes";
  });
  await page.getByRole("main").getByRole("link", { name: "Request a service visit" }).click();
  await expect(page).toHaveURL(/\/service-request$/);
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
  expect(await hydrated(page, "sr-email")).toBe(true);
  await page.getByRole("radio", { name: "Breakdown now" }).check();
  await page.getByRole("button", { name: "Next: The transformer" }).click();
  await expect(page.getByLabel("Make", { exact: true })).toBeVisible();
});
