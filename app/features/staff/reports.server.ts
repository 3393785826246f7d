/**
 * The console's pages of issued reports: the register, one report with its revisions and files,
 * withdrawing and e-mailing one (issuing and correcting are in report-issue.server.ts). Every
 * change goes through the reports feature, which writes the audit log in the same transaction.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import {
  emailReport,
  listReports,
  reportFile,
  revisionsOf,
  withdrawReport,
} from "#app/features/reports/public.server.ts";
import { numberSlug, reportLimits } from "#app/features/reports/public.ts";
import { formatTime } from "#app/lib/indian-time.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import { eventsOf } from "#app/platform/audit-log.server.ts";
import { readStaffForm, refuse, requireStaff } from "./guard.server.ts";
import { actorOf, type Context, notFound, numberOf, siteUrl } from "./report-common.server.ts";

const pageSize = 50;

export async function reportListLoader(request: Request, context: Context) {
  const { desk } = requireStaff(context);
  const page = parsePositiveInt(new URL(request.url).searchParams.get("page") ?? "1", 10_000) ?? 1;
  const { rows, total } = await listReports(desk.platform.database, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return {
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    total,
    rows: rows.map((row) => ({
      number: row.number,
      slug: numberSlug(row.number),
      revision: row.revision,
      status: row.status,
      customer: row.customer_name,
      asset: row.asset_label,
      issued: formatTime(row.issued_at),
    })),
  };
}

/** Active accounts, and anyone a stored snapshot names (an account since disabled included). */
const doneMessages: Record<string, string> = {
  issued: "Report issued. Its PDF is stored and its verify page is live.",
  corrected: "Correction issued as a new revision; the previous revision now shows as superseded.",
  withdrawn: "Report withdrawn. Its verify page says so, with the reason.",
  emailed:
    "E-mail queued: the outbox sends it within a minute and retries if the mail server is down.",
};

export async function reportLoader(request: Request, context: Context, slug: string | undefined) {
  const staff = requireStaff(context);
  const number = numberOf(slug);
  const database = staff.desk.platform.database;
  const revisions = await revisionsOf(database, number);
  const latest = revisions.at(-1);
  if (!latest) refuse(404, notFound);
  const events = (
    await Promise.all(revisions.map((row) => eventsOf(database, { kind: "report", id: row.id })))
  ).flat();
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
  const messages = await staff.desk.platform.messages.forReference(number);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    csrf: staff.csrf,
    done: doneMessages[done] ?? null,
    number,
    slug: numberSlug(number),
    snapshot: latest.snapshot,
    status: latest.status,
    withdrawn: latest.withdrawn_at
      ? { at: formatTime(latest.withdrawn_at), reason: latest.withdrawn_reason ?? "" }
      : null,
    revisions: revisions.map((row) => ({
      revision: row.revision,
      status: row.status,
      issued: formatTime(row.issued_at),
      issuedBy: row.issued_by_name,
      sha256: row.sha256,
      correction: row.correction,
    })),
    trail: events.map((event) => ({
      id: event.id,
      at: formatTime(event.at),
      who: event.actor_name,
      action: event.action,
      after: event.after,
      note: event.note,
    })),
    emails: messages.map((message) => ({
      id: Number(message.id),
      to: message.to_address ?? "",
      status: message.status,
      at: formatTime(message.created_at),
    })),
  };
}

export type ReportPageData = Awaited<ReturnType<typeof reportLoader>>;

const withdrawSchema = z
  .string()
  .trim()
  .min(1, "Say why the report is withdrawn: the verify page shows the reason.")
  .max(reportLimits.reason, `Keep the reason to ${reportLimits.reason} characters.`);

const emailSchema = z.email("Enter the customer's e-mail address, like name@company.in.").max(200);

export type ReportAnswer = { intent: "withdraw" | "email"; error: string; value: string };

export async function reportAction(request: Request, context: Context, slug: string | undefined) {
  const staff = requireStaff(context);
  const number = numberOf(slug);
  const form = await readStaffForm(request);
  const intent = form.get("intent");
  const database = staff.desk.platform.database;
  if (intent === "withdraw") {
    const value = String(form.get("reason") ?? "");
    const reason = withdrawSchema.safeParse(value);
    if (!reason.success)
      return data<ReportAnswer>(
        { intent, error: reason.error.issues[0]?.message ?? "", value },
        400,
      );
    const change = await withdrawReport(database, number, reason.data, actorOf(staff));
    if (!change.ok)
      return data<ReportAnswer>({ intent, error: change.message, value }, change.status);
    throw redirect(`/staff/reports/${numberSlug(number)}?done=withdrawn`, 303);
  }
  if (intent === "email") {
    const value = String(form.get("to") ?? "").trim();
    const to = emailSchema.safeParse(value);
    if (!to.success)
      return data<ReportAnswer>({ intent, error: to.error.issues[0]?.message ?? "", value }, 400);
    const latest = (await revisionsOf(database, number)).at(-1);
    if (!latest) refuse(404, notFound);
    if (latest.status === "withdrawn")
      return data<ReportAnswer>({ intent, error: "A withdrawn report is not sent.", value }, 409);
    await emailReport(
      database,
      staff.desk.platform.messages,
      latest,
      to.data,
      actorOf(staff),
      siteUrl(context),
    );
    staff.desk.notify();
    throw redirect(`/staff/reports/${numberSlug(number)}?done=emailed`, 303);
  }
  return data<ReportAnswer>(
    { intent: "email", error: "This form is not one the page offers.", value: "" },
    400,
  );
}

export async function reportPdfLoader(
  request: Request,
  context: Context,
  slug: string | undefined,
) {
  const { desk } = requireStaff(context);
  const number = numberOf(slug);
  const revision = parsePositiveInt(new URL(request.url).searchParams.get("rev") ?? "1", 999) ?? 1;
  const file = await reportFile(desk.platform.database, number, revision);
  if (!file)
    throw new Response("There is no such report file.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": "application/pdf",
      "Cache-Control": "no-store, private",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `attachment; filename="${numberSlug(number)}-revision-${revision}.pdf"`,
    },
  });
}
