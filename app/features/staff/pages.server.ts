/**
 * What the console's routes load: the inbox, an item, a photo, the CSV export. Each starts from
 * the signed-in staff member the guard found.
 */
import type { ServicePlans } from "#app/features/service-plans/public.server.ts";
import { csvDocument } from "#app/lib/csv.ts";
import { formatTime } from "#app/lib/indian-time.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import { inboxClocks } from "./desk-view.server.ts";
import type { RowClock } from "./desk-view.ts";
import { type Refusal, refuse, requireStaff } from "./guard.server.ts";
import { exportInbox, type InboxRow, inboxCounts, listInbox } from "./inbox.server.ts";
import {
  deliveryLabels,
  kindLabels,
  parseFilters,
  stateLabel,
  subjectLabel,
  urgencyLabels,
} from "./inbox-filters.ts";
import { doneMessages } from "./item-actions.server.ts";
import {
  type DetailKind,
  detailKinds,
  engineers,
  enquiryDetail,
  photoOf,
  requestDetail,
} from "./items.server.ts";

type Context = Parameters<typeof requireStaff>[0];

const notFound: Refusal = {
  title: "Not found",
  message: "There is no such item. It may have been deleted under the retention rule.",
};

export async function inboxLoader(request: Request, context: Context, plans?: ServicePlans) {
  const { desk } = requireStaff(context);
  const { filters, errors, valid } = parseFilters(new URL(request.url).searchParams);
  const db = desk.platform.database.db;
  const [page, counts] = await Promise.all([listInbox(db, filters), inboxCounts(db)]);
  const clocks = plans
    ? await inboxClocks(desk.platform.database, plans, page.rows)
    : new Map<string, RowClock>();
  return {
    filters,
    errors,
    valid,
    counts,
    total: page.total,
    page: page.page,
    pages: page.pages,
    rows: page.rows.map((row) => ({
      kind: row.kind,
      detailKind: (row.kind === "service-request" ? "service-request" : "enquiry") as DetailKind,
      reference: row.reference,
      received: formatTime(row.created_at),
      name: row.name,
      company: row.company,
      email: row.email,
      phone: row.phone,
      subject: subjectLabel(row.kind, row.subject),
      excerpt: (row.message ?? "").slice(0, 140),
      urgency: row.urgency,
      state: row.state,
      stateLabel: stateLabel(row.kind, row.state),
      delivery: row.delivery,
      unacknowledged: row.unacknowledged,
      clock: clocks.get(row.reference) ?? null,
    })),
  };
}

export type InboxData = Awaited<ReturnType<typeof inboxLoader>>;

export function detailKindOf(value: string | undefined): DetailKind {
  const kind = detailKinds.find((candidate) => candidate === value);
  if (!kind) refuse(404, notFound);
  return kind;
}

export async function itemLoader(
  request: Request,
  context: Context,
  params: { kind?: string; reference?: string },
) {
  const staff = requireStaff(context);
  const kind = detailKindOf(params.kind);
  const reference = params.reference ?? "";
  const item =
    kind === "enquiry"
      ? await enquiryDetail(staff.desk, reference)
      : await requestDetail(staff.desk, reference);
  if (!item) refuse(404, notFound);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    csrf: staff.csrf,
    item,
    engineers: kind === "service-request" ? await engineers(staff.desk) : [],
    done: doneMessages[done] ?? null,
  };
}

export type ItemData = Awaited<ReturnType<typeof itemLoader>>;

/** Above any request's photo count: a larger position is refused before the database is asked. */
const maxPhotoPosition = 99;

/** A photo of a request, for signed-in staff only, never cached, never sniffed as anything else. */
export async function photoLoader(
  context: Context,
  params: { reference?: string; position?: string },
) {
  const { desk } = requireStaff(context);
  const position = parsePositiveInt(params.position, maxPhotoPosition);
  const photo = position ? await photoOf(desk, params.reference ?? "", position) : undefined;
  if (!photo)
    throw new Response("There is no such photo.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const extension =
    photo.mime === "image/webp" ? "webp" : photo.mime === "image/png" ? "png" : "jpg";
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.mime,
      "Cache-Control": "no-store, private",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="${params.reference}-${position}.${extension}"`,
    },
  });
}

const csvHeader = [
  "Kind",
  "Reference",
  "Received (IST)",
  "Name",
  "Company",
  "E-mail",
  "Phone",
  "Subject",
  "Urgency",
  "Stage or status",
  "Delivery or screening",
  "Message",
];

/** Inbox rows as CSV, with a header line; every cell neutralised for spreadsheets. */
export function inboxCsv(rows: readonly InboxRow[]): string {
  return csvDocument(
    csvHeader,
    rows.map((row) => [
      kindLabels[row.kind],
      row.reference,
      formatTime(row.created_at),
      row.name,
      row.company,
      row.email,
      row.phone,
      subjectLabel(row.kind, row.subject),
      row.urgency ? (urgencyLabels[row.urgency] ?? row.urgency) : "",
      stateLabel(row.kind, row.state),
      deliveryLabels[row.delivery] ?? row.delivery,
      row.message,
    ]),
  );
}

/**
 * The items of the current filters (every page, not only the one shown) as a CSV file; nothing,
 * with 400, while a filter is not valid: dropping it would export more than was asked for.
 */
export async function exportLoader(request: Request, context: Context) {
  const { desk } = requireStaff(context);
  const { filters, errors, valid } = parseFilters(new URL(request.url).searchParams);
  if (!valid)
    return new Response(
      `Nothing was exported: the filters are not valid (${Object.values(errors).join("; ")}). Correct them in the inbox and export again.\n`,
      { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } },
    );
  const rows = await exportInbox(desk.platform.database.db, filters);
  const day = new Date().toISOString().slice(0, 10);
  // The byte order mark lets spreadsheet programs read the file as UTF-8 (names in Hindi, ₹).
  return new Response(`\uFEFF${inboxCsv(rows)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="vidyut-inbox-${day}.csv"`,
    },
  });
}
