/**
 * The two imports of the console: a customer's units and a unit's laboratory results, from a CSV
 * file or an XLSX workbook (read into the same CSV text by import-file.server.ts). The first post
 * previews (nothing written); the confirming post sends the preview's rows again as that text,
 * which is checked again and written in one transaction only when every row is good.
 */
import { data, redirect } from "react-router";
import type { Actor } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import { assetRow, insertAsset } from "./assets.server.ts";
import { assetBasics } from "./assets-console.server.ts";
import { audit } from "./audit.server.ts";
import { idOf, missing, readConsoleForm, type StaffView } from "./console.server.ts";
import {
  assetTemplate,
  type CheckedFile,
  checkAssetFile,
  checkRecordFile,
  importMaxBytes,
  recordTemplate,
} from "./csv-import.ts";
import { customerById } from "./customers.server.ts";
import { sentFileText } from "./import-file.server.ts";
import { voltageClassOf } from "./judge.ts";
import type { NewRecord } from "./record-form.ts";
import { recordRow } from "./records.server.ts";
import type { AssetInput } from "./schema.ts";
import type { Passport } from "./start.server.ts";
import { refreshAsset } from "./state.server.ts";

// The form reader lets a file up to 4 MB through so that one over the import's 1 MB gets the
// page's own message (sentFileText); the server's upload limit (UPLOAD_LIMIT_BYTES, 16 MB by
// default, for routes with `handle: { uploads }`) is above this body's 8 MB and a little.
const importLimits = {
  maxFields: 10,
  maxFiles: 1,
  maxPartBytes: 4 * importMaxBytes,
  maxTotalBytes: 8 * importMaxBytes + 64 * 1024,
};

export type ImportAnswer = {
  problem?: string;
  text?: string;
  header: string[];
  rows: { line: number; cells: Record<string, string>; errors: string[] }[];
  good: number;
};

/** The rows sent as CSV text: the file (CSV or XLSX, judged by its bytes) or, confirming, the preview's text. */
async function sentText(
  request: Request,
): Promise<{ intent: string; text: string | undefined; problem?: string }> {
  const { form, fields } = await readConsoleForm(request, importLimits);
  const intent = fields.intent ?? "";
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { intent, text: fields.csv };
  const sent = await sentFileText(new Uint8Array(await file.arrayBuffer()), file.name);
  return "problem" in sent ? { intent, text: undefined, ...sent } : { intent, text: sent.text };
}

function answerOf<T>(checked: CheckedFile<T>, text: string): ImportAnswer {
  return {
    problem: checked.problem,
    text: checked.problem || checked.good < checked.rows.length ? undefined : text,
    header: checked.header,
    rows: checked.rows.map(({ line, cells, errors }) => ({ line, cells, errors })),
    good: checked.good,
  };
}

export async function importAssets(
  database: Database,
  customerId: number,
  inputs: AssetInput[],
  actor: Actor,
  now = new Date(),
) {
  await database.db.transaction().execute(async (trx) => {
    for (const input of inputs) {
      const row = assetRow({ ...input, siteId: undefined });
      const id = await insertAsset(database, trx, customerId, row, actor, "imported", now);
      await refreshAsset(trx, id, now);
    }
  });
}

export async function importRecords(
  database: Database,
  assetId: number,
  records: NewRecord[],
  actor: Actor,
  now = new Date(),
) {
  await database.db.transaction().execute(async (trx) => {
    // Imports of one unit take turns (this update holds the unit's row until the end), so a
    // confirmation sent twice finds the first one's records and adds none of them again.
    await trx
      .updateTable("passport_assets")
      .set((eb) => ({ condition: eb.ref("condition") }))
      .where("id", "=", assetId)
      .execute();
    const sameSample = (row: {
      sampled_on: string;
      sample_point: string;
      lab_sample_no: string | null;
      results: string;
    }) => [row.sampled_on, row.sample_point, row.lab_sample_no ?? "", row.results].join("\u0000");
    const present = new Set(
      (
        await trx
          .selectFrom("passport_test_records")
          .select(["sampled_on", "sample_point", "lab_sample_no", "results"])
          .where("asset_id", "=", assetId)
          .execute()
      ).map(sameSample),
    );
    for (const record of records) {
      // A sample already recorded with the very same results is the same sample, not a new one.
      const row = recordRow(assetId, record, now.toISOString());
      const key = sameSample(row);
      if (present.has(key)) continue;
      present.add(key);
      const { id } = await trx
        .insertInto("passport_test_records")
        .values(row)
        .returning("id")
        .executeTakeFirstOrThrow();
      await audit(
        database,
        trx,
        { kind: "asset", id: assetId },
        actor,
        "test-imported",
        null,
        { id: Number(id), ...record },
        now,
      );
    }
    await refreshAsset(trx, assetId, now);
  });
}

/** What one import brings in: a customer's units, or a unit's laboratory results. */
export type ImportKind = "units" | "results";

/** The import a console address is for: /staff/customers/<id>/import or /staff/assets/<id>/import. */
export function importKindOf(request: Request): ImportKind {
  // The router matches a path in any case: /STAFF/Customers/1/import is the customer's import.
  return /^\/staff\/customers\//i.test(new URL(request.url).pathname) ? "units" : "results";
}

type ImportTarget = {
  title: string;
  back: { label: string; to: string };
  template: string;
  /** Checks the file and returns its answer, with the writer of its good rows. */
  check: (text: string) => {
    checked: CheckedFile<unknown>;
    write: (actor: Actor) => Promise<void>;
  };
  /** Where a confirmed import goes. */
  done: string;
};

async function importTarget(
  passport: Passport,
  kind: ImportKind,
  idText: string | undefined,
): Promise<ImportTarget> {
  const database = passport.platform.database;
  if (kind === "units") {
    const id = idOf(idText);
    const found = await customerById(database, id);
    if (!found) missing();
    return {
      title: `Import units of ${found.customer.name}`,
      back: { label: found.customer.name, to: `/staff/customers/${id}` },
      template: assetTemplate,
      check: (text) => {
        const checked = checkAssetFile(text);
        return { checked, write: (actor) => importAssets(database, id, goodRows(checked), actor) };
      },
      done: `/staff/customers/${id}?done=import`,
    };
  }
  const asset = await assetBasics(passport, idText);
  const unit = { voltageClass: voltageClassOf(asset), oilType: asset.oil_type };
  return {
    title: `Import laboratory results of ${asset.tag}`,
    back: { label: asset.tag, to: `/staff/assets/${asset.id}` },
    template: recordTemplate,
    check: (text) => {
      const checked = checkRecordFile(text, unit);
      const assetId = Number(asset.id);
      return {
        checked,
        write: (actor) => importRecords(database, assetId, goodRows(checked), actor),
      };
    },
    done: `/staff/assets/${asset.id}?done=import`,
  };
}

function goodRows<T>(checked: CheckedFile<T>): T[] {
  return checked.rows.flatMap((row) => (row.value ? [row.value] : []));
}

/** The page's heading, its way back and the columns it reads, and the tab's title. */
export async function importLoader(
  passport: Passport,
  kind: ImportKind,
  idText: string | undefined,
) {
  const { title, back, template } = await importTarget(passport, kind, idText);
  const tabTitle = kind === "units" ? "Import units" : "Import laboratory results";
  return { title, back, template, tabTitle };
}

/** A preview of the file, or, confirmed and with every row good, the import written. */
export async function importAction(
  passport: Passport,
  staff: StaffView,
  kind: ImportKind,
  idText: string | undefined,
  request: Request,
) {
  const target = await importTarget(passport, kind, idText);
  const { intent, text, problem } = await sentText(request);
  if (!text)
    return data<ImportAnswer>(
      { problem: problem ?? "Choose a CSV or XLSX file to import", header: [], rows: [], good: 0 },
      { status: 400 },
    );
  const { checked, write } = target.check(text);
  const complete = !checked.problem && checked.good === checked.rows.length;
  if (intent === "confirm" && complete) {
    await write(staff.actor);
    throw redirect(target.done, 303);
  }
  return data(answerOf(checked, text), { status: complete ? 200 : 400 });
}
