/**
 * The console's page of one test record: the record form filled in to correct it, and a delete
 * in two steps (the page asks again; a record a report was issued from cannot be deleted).
 */
import { data, redirect } from "react-router";
import { reportsForRecords } from "#app/features/reports/public.server.ts";
import { assetBasics } from "./assets-console.server.ts";
import { idOf, missing, readConsoleForm, type StaffView } from "./console.server.ts";
import { deleteRecord, recordOf, updateRecord } from "./record-changes.server.ts";
import { recordFormLoader, recordFromForm } from "./record-console.server.ts";
import { recordValues } from "./record-values.ts";
import type { Passport } from "./start.server.ts";

async function target(passport: Passport, assetText?: string, recordText?: string) {
  const { database } = passport.platform;
  const asset = await assetBasics(passport, assetText);
  const record = await recordOf(database, Number(asset.id), idOf(recordText));
  if (!record) missing();
  const reports = await reportsForRecords(database, [record.id]);
  return { asset, record, reports };
}

export async function recordEditLoader(
  passport: Passport,
  assetText: string | undefined,
  recordText: string | undefined,
  request: Request,
) {
  // The unit and its customer as the new-record page shows them, then the record itself.
  const page = await recordFormLoader(passport, assetText);
  const { database } = passport.platform;
  const record = await recordOf(database, page.asset.id, idOf(recordText));
  if (!record) missing();
  const reports = await reportsForRecords(database, [record.id]);
  return {
    ...page,
    record: { id: record.id, sampledOn: record.sampledOn },
    initial: recordValues(record, page.asset.oilType),
    reports: reports.map(({ number, revision, status }) => ({ number, revision, status })),
    askDelete: new URL(request.url).searchParams.has("delete"),
  };
}

export async function recordEditAction(
  passport: Passport,
  staff: StaffView,
  assetText: string | undefined,
  recordText: string | undefined,
  request: Request,
) {
  const { database } = passport.platform;
  const { asset, record } = await target(passport, assetText, recordText);
  const assetId = Number(asset.id);
  const { fields } = await readConsoleForm(request);
  if (fields.intent === "delete") {
    const outcome = await deleteRecord(database, assetId, record.id, staff.actor);
    if (outcome.deleted) throw redirect(`/staff/assets/${assetId}?done=record-deleted`, 303);
    if (outcome.reports.length === 0) missing();
    return data(
      {
        intent: "delete",
        values: {},
        errors: {
          form: `This record cannot be deleted: report ${outcome.reports.join(", ")} was issued from it. Correct the record instead, or withdraw the report from its page.`,
        },
      },
      { status: 409 },
    );
  }
  const read = recordFromForm(asset, fields);
  if (!read.record) return read.answer;
  await updateRecord(database, assetId, record.id, read.record, staff.actor);
  throw redirect(`/staff/assets/${assetId}?done=record-corrected`, 303);
}
