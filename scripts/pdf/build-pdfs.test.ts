import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  type PDFObject,
  PDFRawStream,
  StandardFonts,
} from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueServices } from "#app/features/catalogue/public.server.ts";
import { certificates, type ManagementSystemCertificate } from "#app/lib/company-credentials.ts";
import { brochures, datasheets, pdfFiles, writeDownloads, writePdfs } from "./build-pdfs.ts";
import { certificatePdf } from "./certificates.ts";
import { printable } from "./layout.ts";

/** The strings a page shows, one per text operator (pdf-lib writes them as hex strings). */
function pageText(doc: PDFDocument, index: number): string {
  const contents = doc.getPage(index).node.Contents();
  const parts: (PDFObject | undefined)[] =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents];
  const operators = parts
    .filter((part): part is PDFRawStream => part instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"))
    .join("\n");
  return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map((match) => Buffer.from(match[1] ?? "", "hex").toString("latin1"))
    .join("\n");
}

async function open(dir: string, name: string) {
  const bytes = await readFile(path.join(dir, "downloads", name));
  return { bytes, doc: await PDFDocument.load(bytes) };
}

describe("the build-time PDFs", () => {
  let dir = "";

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "vps-pdfs-"));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("print an ISO 9001 summary on one A4 page with its certificate number", async () => {
    const iso9001 = pdfFiles().filter((file) => file.id === "iso-9001");
    await writePdfs(dir, iso9001);
    const { bytes, doc } = await open(dir, "iso-9001-certificate.pdf");

    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo(595.28, 2);
    expect(height).toBeCloseTo(841.89, 2);
    const text = pageText(doc, 0);
    expect(text).toContain("12 100 61873 TMS");
    expect(text).toContain("3 June 2027");
    expect(text).toContain("It is not the certificate itself.");
    expect(doc.getTitle()).toBe(
      "ISO 9001:2015 certificate summary — Vidyut Power Solutions Pvt. Ltd.",
    );
  });

  it("print the NABL scope on one page, every test of it", async () => {
    await writePdfs(
      dir,
      pdfFiles().filter((file) => file.id === "nabl"),
    );
    const { doc } = await open(dir, "nabl-accreditation.pdf");
    expect(doc.getPageCount()).toBe(1);
    const text = pageText(doc, 0);
    expect(text).toContain("TC-11874");
    expect(text).toContain("Dielectric dissipation factor (tan delta) at 90 °C");
    expect(text).toContain("Kinematic viscosity at 27 °C");
    expect(text).toContain("0.01 × 10¹² to 1000 × 10¹² ohm·cm");
  });

  it("write every listed file, the company profile on one or two pages", async () => {
    const written = await writePdfs(dir);
    expect(written.map(({ file }) => path.basename(file))).toEqual([
      "iso-9001-certificate.pdf",
      "iso-14001-certificate.pdf",
      "iso-45001-certificate.pdf",
      "nabl-accreditation.pdf",
      "company-profile.pdf",
    ]);
    for (const name of ["iso-14001-certificate.pdf", "iso-45001-certificate.pdf"]) {
      expect((await open(dir, name)).doc.getPageCount()).toBe(1);
    }
    const { doc } = await open(dir, "company-profile.pdf");
    expect([1, 2]).toContain(doc.getPageCount());
    const text = [...doc.getPages().keys()].map((index) => pageText(doc, index)).join("\n");
    expect(text).toContain("IND.25.14872/EM/U");
    expect(text).toContain("681,200");
    expect(text).toContain("MGVCL: Madhya Gujarat Vij Company Ltd.");
  });

  it("are the same bytes when built twice", async () => {
    const [certificate] = certificates;
    if (!certificate) throw new Error("no certificate");
    expect(Buffer.from(await certificatePdf(certificate))).toEqual(
      Buffer.from(await certificatePdf(certificate)),
    );
  });

  it("refuse a certificate summary that would run onto a second page", async () => {
    const [certificate] = certificates as [ManagementSystemCertificate];
    const long = { ...certificate, scope: "Field service of power transformers. ".repeat(120) };
    await expect(certificatePdf(long)).rejects.toThrow("does not fit on one page");
  });

  it("spell out what the standard font cannot print, and refuse the rest", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(printable("tan δ, 10¹² Ω·cm, H₂", font)).toBe("tan delta, 10¹² ohm·cm, H2");
    expect(() => printable("passed ✓", font)).toThrow('cannot print "✓" (U+2713)');
  });

  it("print a datasheet of one or two pages for every catalogue item, with its name", async () => {
    const written = await writeDownloads(dir, datasheets("https://www.vidyutpower.example"));
    const ids = catalogueServices.flatMap((service) =>
      service.kind === "group" ? service.categories.flat().map((item) => item.id) : [service.id],
    );
    // 14 services: 10 groups of 6 to 7 items and 4 single items (counted by hand).
    expect(written).toHaveLength(71);
    expect(written.map(({ file }) => path.basename(file))).toEqual(
      ids.map((id) => `datasheet-${id}.pdf`),
    );
    const names = new Map(
      catalogueServices.flatMap((service) =>
        service.kind === "group"
          ? service.categories.flat().map((item) => [item.id, item.name] as const)
          : [[service.id, service.name] as const],
      ),
    );
    for (const id of ids) {
      const { bytes, doc } = await open(dir, `datasheet-${id}.pdf`);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect([1, 2]).toContain(doc.getPageCount());
      const text = [...doc.getPages().keys()]
        .map((index) => pageText(doc, index))
        .join("\n")
        .replaceAll("\n", " ");
      expect(text).toContain(names.get(id));
    }
  });

  it("print the AMC datasheet with the terms of the job, not a product's trade terms", async () => {
    await writeDownloads(
      dir,
      datasheets("https://www.vidyutpower.example").filter((sheet) =>
        sheet.path.endsWith("/datasheet-transformer-amc.pdf"),
      ),
    );
    const { doc } = await open(dir, "datasheet-transformer-amc.pdf");
    const text = pageText(doc, 0);
    expect(text).toContain("Transformer Annual Maintenance Contract (AMC)");
    expect(text).toContain("VPS-TRM-04");
    expect(text).toContain("IS 10028, IS 1866 / IEC 60422");
    expect(text).toContain("TIME TO START");
    expect(text).not.toContain("MINIMUM ORDER QUANTITY");
  });

  it("print a brochure of each service line from its page", async () => {
    const written = await writeDownloads(dir, brochures("https://www.vidyutpower.example"));
    expect(written).toHaveLength(11);
    const { doc } = await open(dir, "brochure-transformer-rental.pdf");
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getPageCount()).toBeLessThanOrEqual(4);
    expect(doc.getTitle()).toBe(
      "Transformer Rental: service brochure — Vidyut Power Solutions Pvt. Ltd.",
    );
    expect(pageText(doc, 0)).toContain("SERVICE BROCHURE");
  });
});
