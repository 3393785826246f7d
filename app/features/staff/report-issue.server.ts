/**
 * Issuing a report typed by staff, and correcting an issued one with the same form: the reports
 * feature makes the PDF and writes the audit log.
 */
import { data, redirect } from "react-router";
import { loadTestRecordForReport } from "#app/features/passport/public.server.ts";
import { issueReport, revisionsOf, supersedeReport } from "#app/features/reports/public.server.ts";
import {
  numberSlug,
  readReportForm,
  type StaffRef,
  valuesOf,
} from "#app/features/reports/public.ts";
import {
  type FormFields,
  FormReadError,
  formFields,
  formReadRefusal,
  readForm,
} from "#app/lib/form-data.server.ts";
import { listStaff } from "./accounts.server.ts";
import { refuse, requireStaff, type Staff } from "./guard.server.ts";
import { actorOf, type Context, notFound, numberOf, siteUrl } from "./report-common.server.ts";
import { type FromRecord, recordNamed, reportValuesOf } from "./report-from-record.server.ts";
import { reportFormLimits } from "./report-limits.ts";

/** Active accounts, and anyone a stored snapshot names (an account since disabled included). */
async function people(staff: Staff, named: StaffRef[] = []): Promise<StaffRef[]> {
  const accounts = await listStaff(staff.desk.auth);
  const active = accounts.filter((account) => !account.disabled);
  const list = active.map((account) => ({ id: account.id, name: account.name }));
  for (const person of named) if (!list.some((entry) => entry.id === person.id)) list.push(person);
  return list;
}

/**
 * The posted form, its approver always the member of staff signed in: a report is approved by
 * whoever issues it (ISO/IEC 17025 7.8.2.1 asks for the identity of the person authorising it),
 * never by a name another account chose.
 */
async function readReportFields(request: Request, staff: Staff): Promise<FormFields> {
  try {
    const fields = formFields(await readForm(request, reportFormLimits), ["csrf"]);
    return { ...fields, approvedBy: actorOf(staff).id };
  } catch (error) {
    if (error instanceof FormReadError) throw formReadRefusal(error);
    throw error;
  }
}

/** The empty form, or (with `?record=<id>`) one filled from that passport test record. */
export async function newReportLoader(context: Context, request: Request) {
  const staff = requireStaff(context);
  const recordText = new URL(request.url).searchParams.get("record");
  const filled =
    recordText === null
      ? undefined
      : reportValuesOf(await recordNamed(staff.desk.platform.database, recordText));
  return {
    csrf: staff.csrf,
    people: await people(staff),
    approver: actorOf(staff),
    values: filled?.values ?? {},
    fieldErrors: {} as Record<string, string>,
    fromRecord: filled?.fromRecord ?? null,
  };
}

export async function newReportAction(request: Request, context: Context) {
  const staff = requireStaff(context);
  const database = staff.desk.platform.database;
  const fields = await readReportFields(request, staff);
  const recordText = Array.isArray(fields.record) ? fields.record[0] : fields.record;
  // The record is read again: a posted id is only a question, and an unknown one is a 404.
  let fromRecord: FromRecord | null = null;
  if (recordText !== undefined && recordText !== "")
    fromRecord = reportValuesOf(await recordNamed(database, recordText)).fromRecord;
  const form = readReportForm(fields, await people(staff), {
    correction: false,
    testRecordId: fromRecord?.recordId ?? null,
  });
  if (!form.ok)
    return data({ values: form.values, fieldErrors: form.fieldErrors, fromRecord }, 400);
  const issued = await issueReport(database, form.snapshot, actorOf(staff), {
    siteUrl: siteUrl(context),
  });
  throw redirect(`/staff/reports/${numberSlug(issued.number)}?done=issued`, 303);
}

export async function correctLoader(context: Context, slug: string | undefined) {
  const staff = requireStaff(context);
  const number = numberOf(slug);
  const latest = (await revisionsOf(staff.desk.platform.database, number)).at(-1);
  if (!latest) refuse(404, notFound);
  if (latest.status !== "issued")
    refuse(409, { title: "Withdrawn", message: "A withdrawn report cannot be corrected." });
  const { testedBy, approvedBy, testRecordId } = latest.snapshot;
  // A report filled from a passport record: its correction changes the report, not the record.
  const source =
    testRecordId === null
      ? undefined
      : await loadTestRecordForReport(staff.desk.platform.database, testRecordId);
  return {
    csrf: staff.csrf,
    number,
    revision: latest.revision,
    record: source
      ? { assetId: source.asset.id, tag: source.asset.tag, sampledOn: source.record.sampledOn }
      : null,
    people: await people(staff, [testedBy, approvedBy]),
    approver: actorOf(staff),
    values: valuesOf(latest.snapshot),
    fieldErrors: {} as Record<string, string>,
  };
}

export async function correctAction(request: Request, context: Context, slug: string | undefined) {
  const staff = requireStaff(context);
  const number = numberOf(slug);
  const database = staff.desk.platform.database;
  const latest = (await revisionsOf(database, number)).at(-1);
  if (!latest) refuse(404, notFound);
  const { testedBy, approvedBy } = latest.snapshot;
  const fields = await readReportFields(request, staff);
  const form = readReportForm(fields, await people(staff, [testedBy, approvedBy]), {
    correction: true,
    testRecordId: latest.snapshot.testRecordId,
  });
  if (!form.ok) return data({ values: form.values, fieldErrors: form.fieldErrors }, 400);
  // The form names the revision it was opened on: a second send of it (a double click, or a
  // colleague's correction meanwhile) would otherwise stack revision on revision.
  if (fields.replaces !== String(latest.revision))
    refuse(409, {
      title: "Already corrected",
      message: `Revision ${latest.revision} of ${number} is now the current one, issued after this form was opened. Open the report again and correct that revision if it still needs it.`,
    });
  const change = await supersedeReport(
    database,
    number,
    form.snapshot,
    form.correction,
    actorOf(staff),
    {
      siteUrl: siteUrl(context),
    },
  );
  if (!change.ok) refuse(change.status, { title: "Not corrected", message: change.message });
  throw redirect(`/staff/reports/${numberSlug(number)}?done=corrected`, 303);
}

/** One revision's PDF, byte for byte as issued, for signed-in staff only. */
