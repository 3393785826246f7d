/** The loader of a unit's console page and its files. */
import { reportsForRecords } from "#app/features/reports/public.server.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import { assetExtras } from "./assets-console.server.ts";
import { attachmentBytes } from "./attachments.server.ts";
import { idOf, missing } from "./console.server.ts";
import { customerById } from "./customers.server.ts";
import { resultsLine } from "./parameters.ts";
import type { Passport } from "./start.server.ts";
import { loadUnit } from "./unit-data.server.ts";

const doneTexts: Record<string, string> = {
  created: "The unit is saved. Add its test records below.",
  "from-request":
    "The unit is made from the service request's transformer details and linked to it. Check its tag, category and site.",
  "already-linked": "That service request is already linked to this unit.",
  details: "The unit's details are saved.",
  interval: "The interval is saved and the due dates worked out again.",
  merge: "The duplicate is merged into this unit.",
  "merged-away":
    "That unit was merged into this one and is kept only to be read: nothing was changed. Make the change here.",
  "link-request": "The service request is linked to this unit.",
  attach: "The file is attached.",
  record: "The test record is saved and the unit's condition read again.",
  import: "The laboratory results are imported.",
  "record-corrected":
    "The corrected test record is saved, the change is in the audit log and the unit's condition and due dates are worked out again.",
  "record-deleted":
    "The test record is deleted (the audit log keeps what it held) and the unit's condition and due dates are worked out again.",
};

export async function assetLoader(
  passport: Passport,
  idText: string | undefined,
  request: Request,
) {
  const id = idOf(idText);
  const { database } = passport.platform;
  const unit = await loadUnit(database, id);
  if (!unit) missing();
  const customerId = Number(unit.asset.customer_id);
  const [found, extras, reports] = await Promise.all([
    customerById(database, customerId),
    assetExtras(passport, id, customerId),
    reportsForRecords(
      database,
      unit.records.map((record) => record.id),
    ),
  ]);
  if (!found) missing();
  const done = new URL(request.url).searchParams.get("done") ?? "";
  const { bytes: _none, ...asset } = { ...unit.asset, bytes: undefined };
  return {
    assetId: id,
    asset: { ...asset, id, customer_id: customerId },
    customer: { id: customerId, name: found.customer.name },
    sites: found.sites.map((site) => ({ value: String(site.id), label: site.name })),
    judgement: unit.judgement,
    records: unit.records.map((record) => ({
      id: record.id,
      sampledOn: record.sampled_on,
      samplePoint: record.sample_point,
      laboratory: record.laboratory,
      summary: resultsLine(record.results),
      reports: reports
        .filter((report) => report.testRecordId === record.id)
        .map(({ number, revision, status }) => ({ number, revision, status })),
    })),
    due: unit.due,
    today: dayInIndia(),
    intervals: unit.intervals,
    ...extras,
    done: doneTexts[done] ?? null,
  };
}

/** A file of a unit, for signed-in staff only, never cached, never sniffed as anything else. */
export async function staffFileLoader(
  passport: Passport,
  assetText: string | undefined,
  fileText: string | undefined,
) {
  const file = await attachmentBytes(passport.platform.database, idOf(assetText), idOf(fileText));
  if (!file) missing();
  return fileResponse(file);
}

export function fileResponse(file: { file_name: string; mime: string; bytes: Uint8Array }) {
  const inline = file.mime === "application/pdf";
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.mime === "text/plain" ? "text/plain; charset=utf-8" : file.mime,
      "Cache-Control": "no-store, private",
      // A staff file or a fleet link's: never indexed, and its address never sent on as a referrer.
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${file.file_name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
    },
  });
}
