/** What the service request tests share: a real JPEG, the fields of a breakdown, the steps. */
import type { Page } from "@playwright/test";
import sharp from "sharp";

/** A small real JPEG of one colour, `bytes` long at least when `padTo` is given (as a comment). */
export async function jpeg(colour = "#446688", padTo = 0): Promise<Buffer> {
  const image = await sharp({
    create: { width: 160, height: 120, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  if (image.length >= padTo) return image;
  // A JPEG COM segment holds at most 65,533 bytes: enough of them make any size.
  const segments: Buffer[] = [];
  let missing = padTo - image.length;
  while (missing > 0) {
    const size = Math.min(65_533, missing);
    const header = Buffer.from([0xff, 0xfe, ((size + 2) >> 8) & 0xff, (size + 2) & 0xff]);
    segments.push(header, Buffer.alloc(size, 0x20));
    missing -= size + 4;
  }
  return Buffer.concat([image.subarray(0, 2), ...segments, image.subarray(2)]);
}

export const breakdownFields: Record<string, string | string[]> = {
  urgency: "breakdown",
  make: "Crompton Greaves",
  rating: "10",
  ratingUnit: "MVA",
  hvKv: "33",
  lvKv: "11",
  cooling: "ONAN",
  oltc: "yes",
  oltcMake: "Easun MR",
  symptoms: ["buchholz-trip", "dga-alert"],
  description: "Tripped at 02:10 on Buchholz; DGA last month showed acetylene.",
  company: "Halol Steel Pvt Ltd",
  address: "Plot 12, GIDC Halol, Panchmahal",
  state: "Gujarat",
  pin: "389350",
  name: "Ravi Shah",
  designation: "Maintenance engineer",
  mobile: "9988776655",
  email: "ravi.shah@example.in",
  consent: "on",
};

/** Reads the hidden fields of a freshly loaded form (token and key) from its page. */
export async function hiddenFields(page: Page): Promise<Record<string, string>> {
  return {
    formToken: await page.locator('input[name="formToken"]').inputValue(),
    idempotencyKey: await page.locator('input[name="idempotencyKey"]').inputValue(),
  };
}

/** The fields of the five steps typed in through their labels, photos excluded. */
export async function fillAll(page: Page) {
  await page.getByRole("radio", { name: "Breakdown now" }).check();
  await page.getByLabel("Make", { exact: true }).fill("Crompton Greaves");
  await page.getByLabel("Rating", { exact: true }).fill("10");
  await page.getByLabel("Unit", { exact: true }).selectOption("MVA");
  await page.getByLabel("Cooling", { exact: true }).selectOption("ONAN");
  await page.getByLabel("HV voltage (kV)", { exact: true }).fill("33");
  await page.getByLabel("LV voltage (kV)", { exact: true }).fill("11");
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("checkbox", { name: "Buchholz trip" }).check();
  await page.getByLabel("Company or plant", { exact: true }).fill("Halol Steel Pvt Ltd");
  await page.getByLabel("Site address", { exact: true }).fill("Plot 12, GIDC Halol, Panchmahal");
  await page.getByLabel("State or union territory", { exact: true }).selectOption("Gujarat");
  await page.getByLabel("PIN code", { exact: true }).fill("389350");
  await page.getByLabel("Your name", { exact: true }).fill("Ravi Shah");
  await page.getByLabel("Mobile", { exact: true }).fill("9988776655");
  await page.getByLabel("E-mail", { exact: true }).fill("ravi.shah@example.in");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
}
