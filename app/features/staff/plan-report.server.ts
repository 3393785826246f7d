/**
 * A plan customer's monthly report: every service request of the month (in India) that carried
 * their plan, with each target met or missed, as CSV (every cell neutralised) or as a one-table
 * PDF to send the customer.
 */
import { planName, type ServicePlans } from "#app/features/service-plans/public.server.ts";
import { csvDocument } from "#app/lib/csv.ts";
import { dayStartUtc } from "#app/lib/india-day.ts";
import { formatTime } from "#app/lib/indian-time.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import { refuse, requireStaff } from "./guard.server.ts";
import { reportPdf } from "./plan-report-pdf.server.ts";

type Context = Parameters<typeof requireStaff>[0];

export const reportHeader = [
  "Reference",
  "Received (IST)",
  "Urgency",
  "Site state",
  "Plan",
  "Acknowledge target (min)",
  "Acknowledge",
  "On-site target (h)",
  "On site",
];

const verdict = (state: string | undefined) =>
  state === "met" ? "Met" : state === "missed" || state === "overdue" ? "Missed" : "Running";

export type ReportCounts = { requests: number; met: number; missed: number };

/** The month's lines and how many targets were met and missed. */
async function reportLines(
  staff: ReturnType<typeof requireStaff>,
  plans: ServicePlans,
  subscriber: { id: number; company: string },
  month: string,
) {
  // The month in India: from its first day's start to the next month's.
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const nextMonth = new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
  const [start, end] = [dayStartUtc(`${month}-01`), dayStartUtc(nextMonth)];
  const rows = await staff.desk.platform.database.db
    .selectFrom("service_requests")
    .select(["id", "reference", "email", "mobile", "created_at", "urgency", "state", "status"])
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .where("screening", "!=", "spam")
    .orderBy("created_at")
    .limit(5000)
    .execute();
  const facts = rows.map((row) => ({ ...row, id: Number(row.id) }));
  const sla = await plans.sla.forRequests(facts);
  const counts: ReportCounts = { requests: 0, met: 0, missed: 0 };
  const lines = facts.flatMap((row) => {
    const found = sla.get(row.id);
    const ours =
      found?.subscriberId === subscriber.id ||
      (found?.source === "staff" &&
        found.customer?.trim().toLowerCase() === subscriber.company.toLowerCase());
    if (!found || !ours) return [];
    counts.requests += 1;
    for (const part of [found.clock.acknowledge, found.clock.site]) {
      if (part?.state === "met") counts.met += 1;
      if (part?.state === "missed" || part?.state === "overdue") counts.missed += 1;
    }
    const { acknowledge, site } = found.clock;
    return [
      [
        row.reference,
        formatTime(row.created_at),
        row.urgency,
        row.state,
        found.plan ? planName(found.plan) : "",
        String(acknowledge.targetMinutes),
        `${verdict(acknowledge.state)}: ${acknowledge.text}`,
        site ? String(site.targetMinutes / 60) : "",
        site ? `${verdict(site.state)}: ${site.text}` : "Not applicable",
      ],
    ];
  });
  return { lines, counts };
}

export async function planReport(
  context: Context,
  plans: ServicePlans,
  request: Request,
  id: string | undefined,
  format: "csv" | "pdf",
) {
  const staff = requireStaff(context);
  const number = parsePositiveInt(id);
  const subscriber = number ? await plans.subscribers.byId(number) : null;
  if (!subscriber) refuse(404, { title: "Not found", message: "There is no such plan customer." });
  const month = new URL(request.url).searchParams.get("month") ?? "";
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    return new Response("Choose a month such as 2026-11.\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const { lines, counts } = await reportLines(staff, plans, subscriber, month);
  const slug = subscriber.company
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const name = `plan-report-${slug || subscriber.id}-${month}`;
  if (format === "pdf") {
    const bytes = await reportPdf({
      company: subscriber.company,
      plan: planName(subscriber.plan),
      month,
      counts,
      lines,
    });
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${name}.pdf"`,
      },
    });
  }
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  return new Response(`\uFEFF${csvDocument(reportHeader, lines)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
    },
  });
}
