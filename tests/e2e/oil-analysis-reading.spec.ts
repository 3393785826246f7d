/**
 * The oil tool's reading as it is laid out: verdict and triangle first, no part of it scrolling on
 * its own, nothing floating over a form field on a phone; Triangle 2 for an OLTC compartment's
 * sample, the methods' disagreement said in words, and a six-sample trend that fits a phone.
 * Every zone and condition expected below is worked out by hand in the comments.
 */
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const tool = "/tools/oil-analysis";

/** The arcing example's gases: CH₄ 90, C₂H₄ 170, C₂H₂ 150 of 410 is zone D2; act now. */
const arcing = `${tool}?vc=gt170&mva=160&br=sealed&bdv=55&d=2025-02-20&h2=420&ch4=90&c2h6=25&c2h4=170&c2h2=150&co=380&co2=3100&e_d=2024-11-20&e_h2=150&e_ch4=40&e_c2h6=18&e_c2h4=60&e_c2h2=35`;

/** Six samples of a unit heating up, six months apart (the current one and five earlier). */
const sixSamples = `${tool}?vc=72.5-170&oltc=none&d=2025-03-15&h2=95&ch4=310&c2h6=120&c2h4=520&c2h2=1&co=450&co2=4200&e_d=2024-09-15&e_h2=80&e_ch4=240&e_c2h6=100&e_c2h4=380&e_c2h2=1&e_co=420&e_co2=3900&e2_d=2024-03-15&e2_h2=70&e2_ch4=180&e2_c2h6=85&e2_c2h4=270&e2_c2h2=0&e2_co=400&e2_co2=3700&e3_d=2023-09-15&e3_h2=60&e3_ch4=130&e3_c2h6=70&e3_c2h4=190&e3_c2h2=0&e3_co=380&e3_co2=3500&e4_d=2023-03-15&e4_h2=55&e4_ch4=90&e4_c2h6=60&e4_c2h4=120&e4_c2h2=0&e4_co=360&e4_co2=3300&e5_d=2022-09-15&e5_h2=50&e5_ch4=60&e5_c2h6=50&e5_c2h4=70&e5_c2h2=0&e5_co=350&e5_co2=3100`;

const reading = (page: Page) => page.getByRole("region", { name: "The reading", exact: true });

/** The elements inside `root` that scroll on their own (content larger than their box). */
async function ownScrollers(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const root = document.querySelector(rootSelector);
    if (!root) return ["(no root)"];
    return [root, ...root.querySelectorAll("*")].flatMap((element) => {
      const style = getComputedStyle(element);
      const scrolls = /(auto|scroll)/.test(`${style.overflowX} ${style.overflowY}`);
      const bigger =
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1;
      return scrolls && bigger ? [`${element.tagName}.${element.className}`] : [];
    });
  }, selector);
}

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("nothing floats over a form field, and the reading is reached in the flow", async ({
    page,
  }) => {
    await page.goto(arcing);
    const fields = page.locator("form input:not([type=hidden]), form select");
    const count = await fields.count();
    expect(count).toBeGreaterThan(40);
    for (let index = 0; index < count; index++) {
      const field = fields.nth(index);
      if (!(await field.isVisible())) continue;
      await field.evaluate((element) => element.scrollIntoView({ block: "end" }));
      // Any visible fixed or sticky element other than the site's header bar over this field?
      const covering = await field.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [...document.querySelectorAll("body *")].flatMap((other) => {
          const style = getComputedStyle(other);
          if (style.position !== "fixed" && style.position !== "sticky") return [];
          if (other.closest("header")) return [];
          const rect = other.getBoundingClientRect();
          const visible =
            style.display !== "none" && style.visibility !== "hidden" && rect.width > 0;
          const overlaps =
            rect.left < box.right &&
            rect.right > box.left &&
            rect.top < box.bottom &&
            rect.bottom > box.top;
          return visible && overlaps ? [`${other.tagName}: ${other.textContent?.trim()}`] : [];
        });
      });
      expect(covering, (await field.getAttribute("name")) ?? "a field").toEqual([]);
    }
    // The floating chat button is not shown on this page on a phone; the reading offers WhatsApp.
    await expect(
      page.getByRole("complementary", { name: "WhatsApp chat" }).getByRole("link"),
    ).toBeHidden();
    await expect(reading(page).getByRole("link", { name: /Chat on WhatsApp/ })).toBeVisible();

    // Between the form's groups a line in the flow leads down to the reading.
    const jump = page
      .getByRole("button", { name: "See the reading: Act now", exact: true })
      .first();
    await jump.click();
    await expect(page.getByRole("heading", { name: "The reading", exact: true })).toBeFocused();
  });

  test("the reading scrolls with the page: nothing in it scrolls on its own, nothing sideways", async ({
    page,
  }) => {
    for (const address of [arcing, sixSamples]) {
      await page.goto(address);
      await expect(
        reading(page).getByRole("heading", { name: /^Overall condition:/ }),
      ).toBeVisible();
      expect(await ownScrollers(page, 'section[aria-labelledby="reading-heading"]')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    }
  });

  test("a six-sample trend lists each sample, oldest first", async ({ page }) => {
    await page.goto(sixSamples);
    const list = reading(page).getByRole("list").filter({ hasText: "2022-09-15" });
    await expect(list.getByRole("listitem")).toHaveCount(6);
    await expect(list.getByRole("listitem").first()).toContainText("2022-09-15");
    await expect(list.getByRole("listitem").last()).toContainText("2025-03-15");
  });
});

test.describe("on a wide screen (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the verdict comes first, then the triangle, then the findings and next steps", async ({
    page,
  }) => {
    await page.goto(arcing);
    const top = async (name: string | RegExp, role: "heading" | "img") =>
      (await reading(page).getByRole(role, { name }).first().boundingBox())?.y ?? -1;
    const verdict = await top("Overall condition: Act now", "heading");
    const triangle = await top("Duval Triangle 1, sample in zone D2", "img");
    const steps = await top("Next steps", "heading");
    const oil = await top("Oil quality", "heading");
    expect(verdict).toBeGreaterThan(0);
    expect(triangle).toBeGreaterThan(verdict);
    expect(steps).toBeGreaterThan(triangle);
    expect(oil).toBeGreaterThan(steps);
    // The triangle is on the first screen of the reading.
    const heading = await top("The reading", "heading");
    expect(triangle - heading).toBeLessThan(700);
    expect(await ownScrollers(page, 'section[aria-labelledby="reading-heading"]')).toEqual([]);
  });

  test("an OLTC compartment's sample is read on Triangle 2, with its source", async ({ page }) => {
    // CH₄ 200, C₂H₄ 400, C₂H₂ 400 of 1000: 20 %, 40 %, 40 %, zone X3 (C₂H₄ ≥ 23, C₂H₂ ≥ 15).
    await page.goto(
      `${tool}?vc=gt170&oltc=separate&sp=oltc&h2=500&ch4=200&c2h6=30&c2h4=400&c2h2=400`,
    );
    await expect(page.getByLabel(/^Where the sample was drawn/)).toHaveValue("oltc");
    await expect(
      reading(page).getByRole("heading", { name: "Overall condition: Act soon", exact: true }),
    ).toBeVisible();
    await expect(
      reading(page).getByRole("img", {
        name: "Duval Triangle 2 for OLTC compartments, sample in zone X3",
      }),
    ).toBeVisible();
    await expect(
      reading(page).getByText(
        "Zone X3: a thermal fault (T2 or T3) in progress, or heavy arcing (D2)",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      reading(page).getByText(/IEEE Electrical Insulation Magazine 24\(6\), 2008/),
    ).toBeVisible();
    await expect(reading(page).getByRole("img", { name: /^Duval Triangle 1/ })).toHaveCount(0);

    // Choosing the main tank again brings Triangle 1 back.
    await page.getByLabel(/^Where the sample was drawn/).selectOption("");
    await expect(
      reading(page).getByRole("img", { name: /^Duval Triangle 1, sample in zone/ }),
    ).toBeVisible();
  });

  test("when the methods name different faults, the reading says so in words", async ({ page }) => {
    // CH₄ 100 of 101 on the triangle is PD (98 % or more); H₂ and C₂H₆ lead on the pentagons: S.
    await page.goto(`${tool}?vc=gt170&oltc=none&h2=500&ch4=100&c2h6=500&c2h4=1&c2h2=0`);
    await expect(
      reading(page).getByText(
        /^The methods disagree: Duval Triangle 1 gives PD, Duval Pentagon 1 gives S, Duval Pentagon 2 gives S/,
      ),
    ).toBeVisible();
    await expect(
      reading(page).getByRole("img", { name: "Duval Pentagon 2, sample in zone S" }),
    ).toBeVisible();
  });
});

/** The readings this file adds, checked by axe-core as tests/e2e/a11y.spec.ts checks the others. */
const newReadings = {
  "an OLTC compartment's sample (Triangle 2)": `${tool}?vc=gt170&oltc=separate&sp=oltc&h2=500&ch4=200&c2h6=30&c2h4=400&c2h2=400`,
  "methods that disagree (both pentagons drawn)": `${tool}?vc=gt170&oltc=none&h2=500&ch4=100&c2h6=500&c2h4=1&c2h2=0`,
  "a communicating OLTC's main-tank sample (Triangles 1 and 2)": `${tool}?vc=gt170&oltc=common&h2=200&ch4=30&c2h6=5&c2h4=20&c2h2=150`,
  "a six-sample trend": sixSamples,
};

// Each reading is loaded once and checked at each width in turn (a step per width), as a11y.spec.ts
// checks its templates; two axe runs took up to 15 s at load average 24, hence 90 s.
test.describe("axe-core at 390 and 1280 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 90_000 });
  for (const [name, address] of Object.entries(newReadings)) {
    test(`finds no violation in the reading of ${name}`, async ({ page }) => {
      await page.goto(address);
      for (const width of [390, 1280]) {
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 844 });
          await expect(
            reading(page).getByRole("heading", { name: /^Overall condition:/ }),
          ).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
});
