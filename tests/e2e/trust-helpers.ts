/** What the trust pages' tests share in both projects: filters by query, the map, the proof. */
import { expect, type Page } from "@playwright/test";

export async function filtersByQuery(page: Page) {
  await page.goto("/case-studies?sector=steel");
  await expect(
    page.getByRole("heading", { name: "1 of 11 projects: steel and metals" }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: /Acetylene traced to a leaking tap-changer/ }),
  ).toBeVisible();
  await expect(page.getByLabel("Sector")).toHaveValue("steel");
  // A filtered list is a view of the page: not indexed, canonical to the list itself.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await page.goto("/case-studies?service=oltc");
  await expect(page.getByRole("heading", { name: "2 of 11 projects: oltc repair" })).toBeVisible();
  await page.goto("/case-studies?service=rental&sector=steel");
  await expect(page.getByText("No project of ours matches both choices yet.")).toBeVisible();
  // Unknown values are ignored, never an error.
  const odd = await page.goto("/case-studies?sector=%3Cscript%3E&service=x");
  expect(odd?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "All 11 projects" })).toBeVisible();
}

export async function mapPinsLeadToTheirState(page: Page) {
  await page.goto("/case-studies");
  const map = page
    .locator("figure")
    .filter({ has: page.locator("svg") })
    .first();
  const gujarat = map.getByRole("link", { name: "1 case study in Gujarat" });
  await expect(gujarat).toBeVisible();
  await gujarat.click();
  await expect(page).toHaveURL(/\/case-studies\?state=Gujarat#list-heading$/);
  await expect(page.getByRole("heading", { name: "1 of 11 projects: in Gujarat" })).toBeVisible();
}

export async function studyPageShowsItsNumbers(page: Page) {
  await page.goto("/case-studies/odisha-steel-plant-oltc-diverter-leak");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Acetylene traced to a leaking tap-changer compartment at an Odisha steel plant",
  );
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Acetylene \(C2H2\), main tank/ })).toContainText(
    "14 ppm",
  );
  await expect(table.getByRole("row", { name: /Acetylene \(C2H2\), main tank/ })).toContainText(
    "≤ 2 ppm",
  );
  await expect(page.getByRole("link", { name: "OLTC repair" })).toHaveAttribute(
    "href",
    "/services/categories/oltc-repairing-services",
  );
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = ld.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Article");
  expect(article?.headline).toBe(
    "Acetylene traced to a leaking tap-changer compartment at an Odisha steel plant",
  );
  expect(article?.contentLocation?.name).toBe("Kalinganagar, Jajpur district, Odisha, India");
}

export async function servicePagesLinkTheirStudies(page: Page) {
  for (const [path, title] of [
    ["/transformer/rental", /rental transformer through the crushing season/i],
    ["/services/categories/oltc-repairing-services", /Acetylene traced to a leaking/],
    ["/industry", /./],
  ] as const) {
    await page.goto(path);
    const band = page.locator("section", {
      has: page.getByRole("heading", { name: /This work at other plants|Recent projects/ }),
    });
    await expect(band.getByRole("link", { name: title }).first(), path).toBeVisible();
  }
}

export async function qualityProof(page: Page) {
  await page.goto("/company/quality");
  for (const standard of ["ISO 9001:2015", "ISO 14001:2015", "ISO 45001:2018"])
    await expect(page.getByRole("heading", { name: standard })).toBeVisible();
  await expect(page.getByText("12 100 61873 TMS")).toBeVisible();
  await expect(page.getByRole("heading", { name: "NABL accreditation TC-11874" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Breakdown voltage \(BDV\)/ })).toContainText(
    "5 to 100 kV",
  );
  const pdf = await page.request.get("/downloads/iso-9001-certificate.pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const footer = page.locator("footer");
  for (const text of ["U31100GJ2010PTC061234", "24AABCV1234F1ZU", "UDYAM-GJ-24-0012345"])
    await expect(footer.getByText(text)).toBeVisible();
  await expect(footer.getByRole("link", { name: "grievance@vidyutpower.example" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
    "href",
    "/privacy",
  );
}

export async function homeSellsTheCompany(page: Page) {
  await page.goto("/");
  for (const name of [
    "A transformer tripped tonight?",
    "The plants we keep running",
    "From our stores in Vadodara",
    "Recent work, with the numbers",
    "Certified, accredited, and safe on your site",
    "Talk to an engineer, not a call centre",
  ])
    await expect(page.getByRole("heading", { name, exact: true })).toBeAttached();
  await expect(page.getByText("Shreeji Formulations Pvt. Ltd., Vapi")).toBeAttached();
}
