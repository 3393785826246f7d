/**
 * Writes the downloadable PDFs (certificate summaries, the company profile, a datasheet per
 * catalogue item and a brochure per service line) into the client build, where
 * scripts/postbuild.ts then precompresses and lists them for the static server.
 *
 *   node scripts/pdf/build-pdfs.ts [client folder, default build/client]
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { catalogueServices } from "#app/features/catalogue/public.server.ts";
import {
  loadContentFile,
  marketingPage,
  pageFileSchema,
} from "#app/features/marketing/public.server.ts";
import {
  certificates,
  nablAccreditation,
  type PdfFile,
  pdfFiles,
  safetyRecord,
  typeTests,
  vendorRegistrations,
} from "#app/lib/company-credentials.ts";
import { brochureHref, datasheetHref, serviceLinePaths } from "#app/lib/downloads.ts";
import { loadSettings } from "#app/platform/settings.ts";
import type { Block } from "#app/ui/content-types.ts";
import { brochurePdf } from "./brochure.ts";
import { certificatePdf, nablPdf } from "./certificates.ts";
import { companyProfilePdf, type ProfileContent } from "./company-profile.ts";
import { datasheetPdf } from "./datasheet.ts";

export { pdfFiles };

const root = path.resolve(import.meta.dirname, "../..");

async function page(file: string) {
  return loadContentFile(file, await readFile(path.join(root, file), "utf8"), pageFileSchema);
}

function block<K extends Block["kind"]>(
  blocks: Block[],
  kind: K,
  id: string,
  file: string,
): Extract<Block, { kind: K }> {
  const found = blocks.find((item) => item.kind === kind && item.id === id);
  if (!found) throw new Error(`${file}: the company profile PDF needs a "${kind}" block "${id}"`);
  return found as Extract<Block, { kind: K }>;
}

/** Copy for the company profile, from the About and What We Do pages. */
export async function loadProfileContent(): Promise<ProfileContent> {
  const aboutFile = "content/pages/aboutus.yaml";
  const servicesFile = "content/pages/company-whatwedo.yaml";
  const about = await page(aboutFile);
  const services = await page(servicesFile);
  return {
    lead: about.lead,
    paragraphs: block(about.blocks, "prose", "story", aboutFile).paragraphs.slice(1),
    figures: block(about.blocks, "facts", "figures", aboutFile).facts,
    services: [
      ...block(services.blocks, "cards", "life-cycle", servicesFile).cards,
      ...block(services.blocks, "cards", "around-the-transformer", servicesFile).cards,
    ].map(({ title, text }) => ({ title, text })),
  };
}

/** The bytes of one of the files pdfFiles() names. */
export async function renderPdf(file: PdfFile): Promise<Uint8Array> {
  if (file.id === "nabl") return nablPdf(nablAccreditation);
  if (file.id === "company-profile") {
    return companyProfilePdf(await loadProfileContent(), {
      certificates,
      nabl: nablAccreditation,
      typeTests,
      registrations: vendorRegistrations,
      safety: safetyRecord,
    });
  }
  const certificate = certificates.find((item) => item.id === file.id);
  if (!certificate) throw new Error(`No certificate with the id ${file.id}`);
  return certificatePdf(certificate);
}

/** Writes every file of pdfFiles() under `clientDir`; returns the paths written with sizes. */
export async function writePdfs(
  clientDir: string,
  files: PdfFile[] = pdfFiles(),
): Promise<{ file: string; bytes: number }[]> {
  const written: { file: string; bytes: number }[] = [];
  for (const item of files) {
    const target = path.join(clientDir, ...item.path.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    const bytes = await renderPdf(item);
    await writeFile(target, bytes);
    written.push({ file: path.relative(root, target), bytes: bytes.length });
  }
  return written;
}

/** A datasheet or a brochure: where it goes and how to print it. */
export type Download = { path: string; title: string; render: () => Promise<Uint8Array> };

/** A datasheet per catalogue item, in catalogue order. */
export function datasheets(siteUrl: string): Download[] {
  return catalogueServices.flatMap((service) => {
    const items =
      service.kind === "group"
        ? service.categories.flat().map((item) => ({ item, line: service.name }))
        : [{ item: service, line: "Catalogue" }];
    return items.map(({ item, line }) => ({
      path: datasheetHref(item.id),
      title: `${item.name}: datasheet`,
      render: () => datasheetPdf({ item, line, url: `${siteUrl}/services/details/${item.id}` }),
    }));
  });
}

/** A brochure per service line, from the line's page. */
export function brochures(siteUrl: string): Download[] {
  return serviceLinePaths.map((pagePath) => {
    const page = marketingPage(pagePath);
    return {
      path: brochureHref(pagePath) ?? "",
      title: `${page.title}: brochure`,
      render: () => brochurePdf(page, siteUrl),
    };
  });
}

/** Writes each download under `clientDir`; returns the paths written with sizes. */
export async function writeDownloads(
  clientDir: string,
  downloads: Download[],
): Promise<{ file: string; bytes: number }[]> {
  const written: { file: string; bytes: number }[] = [];
  for (const download of downloads) {
    const target = path.join(clientDir, ...download.path.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    const bytes = await download.render();
    await writeFile(target, bytes);
    written.push({ file: path.relative(root, target), bytes: bytes.length });
  }
  return written;
}

if (import.meta.main) {
  const clientDir = path.resolve(root, process.argv[2] ?? "build/client");
  const siteUrl = loadSettings().SITE_URL;
  const sheets = await writeDownloads(clientDir, [...datasheets(siteUrl), ...brochures(siteUrl)]);
  const kib = (bytes: number) => Math.round(bytes / 1024);
  console.log(
    `build-pdfs: ${sheets.length} datasheets and brochures, ${kib(sheets.reduce((sum, { bytes }) => sum + bytes, 0))} KiB in all`,
  );
  const written = await writePdfs(clientDir);
  console.log(
    `build-pdfs: ${written.map(({ file, bytes }) => `${file} (${Math.round(bytes / 1024)} KiB)`).join(", ")}`,
  );
}
