/**
 * What the browser tests of issued reports share: the console's report form filled in as staff
 * fill it, and the QR code read back out of a PDF as a phone would: the page rendered to an image
 * by poppler's pdftoppm, the code found and decoded by jsQR.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";

const run = promisify(execFile);

/**
 * Fills the console's form for the oil test report of Narmada Chemicals' TR-2; the approver is
 * whoever is signed in.
 */
export async function fillReportForm(page: Page, tester: string) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Customer").fill("Narmada Chemicals Ltd.");
  await field("Site (address of the substation)").fill("Plot 12, GIDC Dahej, Bharuch, Gujarat");
  await field("Make").fill("Voltamp");
  await field("Serial number").fill("VT-18-4471");
  await field("Rating").fill("10 MVA");
  await field("Voltage ratio").fill("66/11 kV");
  await field("Sampled on").fill("2026-11-18");
  await field("Received by the laboratory on").fill("2026-11-19");
  await field("Tested on").fill("2026-11-20");
  await field("Sampling point").fill("Bottom drain valve");
  await field("Laboratory").fill("Insulating Oil Laboratory, Vadodara");
  await field("Laboratory's sample number").fill("OL/26/2231");
  await field("Parameter of line 1").fill("Breakdown voltage");
  await field("Result of line 1").fill("62");
  await field("Unit of line 1").fill("kV");
  await field("Method standard of line 1").fill("IEC 60156");
  await field("Limit (and its source) of line 1").fill("min 50 (IEC 60422 Table 5)");
  await field("Parameter of line 2").fill("Water content");
  await field("Result of line 2").fill("24");
  await field("Unit of line 2").fill("mg/kg");
  await field("Method standard of line 2").fill("IEC 60814");
  await field("Limit (and its source) of line 2").fill("max 20 (IEC 60422 Table 5)");
  await field("Verdict of line 2").selectOption({ label: "Not satisfactory" });
  await field("Tested by").selectOption({ label: tester });
}

/** The text of the QR code on each page of `pdf`, first page first. */
export async function qrCodesOf(pdf: Uint8Array): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "report-qr-"));
  try {
    writeFileSync(path.join(dir, "report.pdf"), pdf);
    await run("pdftoppm", ["-r", "150", "-png", "report.pdf", "page"], { cwd: dir });
    const pages = readdirSync(dir)
      .filter((name) => name.startsWith("page"))
      .sort();
    const codes: string[] = [];
    for (const name of pages) {
      const { data, info } = await sharp(readFileSync(path.join(dir, name)))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
      codes.push(jsQR(pixels, info.width, info.height)?.data ?? "");
    }
    return codes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A copy of `bytes` with one bit of one byte in the middle flipped. */
export function withOneByteChanged(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(bytes);
  const middle = Math.floor(copy.length / 2);
  copy[middle] = (copy[middle] ?? 0) ^ 0x01;
  return copy;
}
