/**
 * Files attached to a unit or one of its test records, judged by their bytes, never by the name or
 * the type the browser claims: a laboratory's PDF (%PDF-), a CSV or text export (UTF-8 text
 * without NUL bytes), or an SFRA instrument's XML export (Megger FRAX and OMICRON FRAnalyzer save
 * XML as far as we know; binary formats of other instruments are refused: export them as CSV).
 */
import type { Actor } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import { audit } from "./audit.server.ts";

export const attachmentMaxBytes = 5 * 1024 * 1024;
export const attachmentsPerAsset = 200;

export type Sniffed = { ok: true; mime: string } | { ok: false; message: string };

const utf8 = new TextDecoder("utf-8", { fatal: true });

export function sniffAttachment(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return { ok: false, message: "The file is empty" };
  if (bytes.length > attachmentMaxBytes)
    return { ok: false, message: "Attach a file of at most 5 MB" };
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 8));
  if (head.startsWith("%PDF-")) return { ok: true, mime: "application/pdf" };
  if (bytes.includes(0))
    return { ok: false, message: "Attach a PDF, a CSV or text file, or an SFRA XML export" };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, message: "Attach a PDF, a CSV or text file, or an SFRA XML export" };
  }
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<?xml")) return { ok: true, mime: "application/xml" };
  if (start.startsWith("<"))
    return { ok: false, message: "Web pages and other markup are not accepted" };
  return { ok: true, mime: "text/plain" };
}

export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[^\p{L}\p{N}._ -]/gu, "_").trim();
  // A long name is cut before its extension, which is kept: "… .pdf" still opens as a PDF.
  const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(cleaned)?.[0] ?? "";
  const kept =
    cleaned.length > 120
      ? `${cleaned.slice(0, 120 - extension.length).trimEnd()}${extension}`
      : cleaned;
  return kept || "file";
}

/** The extensions a file of each accepted kind may keep; the first is given to any other. */
const extensionsOf: Record<string, readonly string[]> = {
  "application/pdf": [".pdf"],
  "application/xml": [".xml"],
  "text/plain": [".txt", ".csv", ".tsv"],
};

/**
 * The name a file is kept and handed out under: cleaned, with the extension of what its bytes
 * are. "lab-results.html" of plain text becomes "lab-results.txt": saved from the fleet page, a
 * file never opens as a web page or an HTA because of the name its sender gave it.
 */
export function attachmentName(name: string, mime: string): string {
  const cleaned = safeFileName(name);
  const allowed = extensionsOf[mime] ?? [".txt"];
  const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(cleaned)?.[0] ?? "";
  if (allowed.includes(extension.toLowerCase())) return cleaned;
  const stem = cleaned.slice(0, cleaned.length - extension.length).trimEnd() || "file";
  return `${stem}${allowed[0]}`;
}

export async function addAttachment(
  database: Database,
  assetId: number,
  recordId: number | null,
  file: { name: string; bytes: Uint8Array },
  actor: Actor,
  now = new Date(),
): Promise<{ ok: true; id: number } | { ok: false; message: string }> {
  const sniffed = sniffAttachment(file.bytes);
  if (!sniffed.ok) return sniffed;
  const count = await database.db
    .selectFrom("passport_attachments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("asset_id", "=", assetId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= attachmentsPerAsset)
    return { ok: false, message: `A unit holds at most ${attachmentsPerAsset} files` };
  return database.db.transaction().execute(async (trx) => {
    const row = {
      asset_id: assetId,
      record_id: recordId,
      file_name: attachmentName(file.name, sniffed.mime),
      mime: sniffed.mime,
      size: file.bytes.length,
      bytes: file.bytes,
      created_at: now.toISOString(),
    };
    const { id } = await trx
      .insertInto("passport_attachments")
      .values(row)
      .returning("id")
      .executeTakeFirstOrThrow();
    const { bytes: _bytes, ...logged } = row;
    await audit(
      database,
      trx,
      { kind: "asset", id: assetId },
      actor,
      "file-attached",
      null,
      logged,
      now,
    );
    return { ok: true as const, id: Number(id) };
  });
}

export function attachmentsOf(database: Database, assetId: number) {
  return database.db
    .selectFrom("passport_attachments")
    .select(["id", "record_id", "file_name", "mime", "size", "created_at"])
    .where("asset_id", "=", assetId)
    .orderBy("created_at", "desc")
    .execute();
}

export function attachmentBytes(database: Database, assetId: number, id: number) {
  return database.db
    .selectFrom("passport_attachments")
    .select(["file_name", "mime", "bytes"])
    .where("asset_id", "=", assetId)
    .where("id", "=", id)
    .executeTakeFirst();
}
