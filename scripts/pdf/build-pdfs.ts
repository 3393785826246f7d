/**
 * Writes the downloadable PDFs (certificate summaries and the company profile) into the client
 * build, where scripts/postbuild.ts then precompresses and lists them for the static server.
 *
 *   node scripts/pdf/build-pdfs.ts [client folder, default build/client]
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadContentFile, pageFileSchema } from "../../app/features/marketing/public.server.ts";
import {
  certificates,
  nablAccreditation,
  type PdfFile,
  pdfFiles,
  safetyRecord,
  typeTests,
  vendorRegistrations,
} from "../../app/lib/company-credentials.ts";
import type { Block } from "../../app/ui/content-types.ts";
import { certificatePdf, nablPdf } from "./certificates.ts";
import { companyProfilePdf, type ProfileContent } from "./company-profile.ts";

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

if (import.meta.main) {
  const clientDir = path.resolve(root, process.argv[2] ?? "build/client");
  const written = await writePdfs(clientDir);
  console.log(
    `build-pdfs: ${written.map(({ file, bytes }) => `${file} (${Math.round(bytes / 1024)} KiB)`).join(", ")}`,
  );
}
