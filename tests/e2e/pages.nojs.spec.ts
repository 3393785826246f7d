import { marketingPages } from "#app/features/marketing/marketing-pages.server.ts";
import { expect, test } from "./fixtures.ts";

const company = "Vidyut Power Solutions Pvt. Ltd.";

test.describe("every marketing page, from the server HTML alone", () => {
  for (const { page: content } of marketingPages.values()) {
    test(`${content.path} shows its headings, title and description`, async ({ page }) => {
      const response = await page.goto(content.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${content.title} — ${company}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        content.description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `http://localhost:3000${content.path}`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heading);
      for (const block of content.blocks) {
        if (block.heading) {
          await expect(
            page.getByRole("heading", { level: 2, name: block.heading, exact: true }),
          ).toBeVisible();
        }
      }
    });
  }

  test("automation1 to automation5 show the automation page and point search engines to it", async ({
    page,
  }) => {
    for (let n = 1; n <= 5; n++) {
      const response = await page.goto(`/automation/automation${n}`);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole("heading", { level: 2, name: "Cell voltage monitoring system" }),
      ).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        "http://localhost:3000/automation",
      );
    }
  });

  test("the contact page has its headline, benefits, labelled required fields and the map", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const benefit of [
      "Expertise and Specialization",
      "Reliable Support",
      "Industry Coverage",
      "Transformer Rental Services",
    ]) {
      await expect(page.getByRole("heading", { name: benefit })).toBeVisible();
    }
    for (const label of [
      "First name",
      "Last name",
      "Email",
      "Phone (mobile number)",
      "Service",
      "Message",
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    const options = await page
      .getByLabel("Service", { exact: true })
      .locator("option")
      .evaluateAll((elements) =>
        elements.map((option) => [(option as HTMLOptionElement).value, option.textContent]),
      );
    expect(options).toEqual([
      ["", "Select"],
      ["service", "Service"],
      ["automation", "Automation"],
    ]);
    await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toBeVisible();
  });

  test("What Client Say lists the five testimonials", async ({ page }) => {
    await page.goto("/company/whatclientsay");
    await expect(page.locator("blockquote")).toHaveCount(5);
  });

  test("the sitemap lists every marketing page but not the automation duplicates", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const { page } of marketingPages.values()) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${page.path}</loc>`);
    }
    expect(sitemap).toContain("<loc>http://localhost:3000/contact</loc>");
    expect(sitemap).not.toContain("automation1");
  });
});
