/**
 * The console's plan customers: the list with a form to add one, a page to change one with its
 * history, and each customer's monthly report of targets met and missed as CSV. Writes go
 * through the service plans' own store.
 */
import { data, redirect } from "react-router";
import { subscriberSchema } from "~/features/service-plans/public";
import { planName, type ServicePlans } from "~/features/service-plans/public.server";
import { csvDocument } from "~/lib/csv";
import { parsePositiveInt } from "~/lib/positive-int";
import { actionLabels } from "./audit-labels.ts";
import { readStaffForm, refuse, requireStaff } from "./guard.server.ts";
import { formatTime } from "./time.ts";

type Context = Parameters<typeof requireStaff>[0];

export type SubscriberAnswer = {
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
};

const noSuchPlan = { title: "Not found", message: "There is no such plan customer." };

const today = (now = new Date()) =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

export async function plansLoader(context: Context, plans: ServicePlans, request: Request) {
  const { csrf } = requireStaff(context);
  const day = today();
  const list = await plans.subscribers.list();
  return {
    csrf,
    done: new URL(request.url).searchParams.get("done") === "added" ? "Plan customer added." : null,
    subscribers: list.map((subscriber) => ({
      ...subscriber,
      planName: planName(subscriber.plan),
      running: subscriber.startsOn <= day && day <= subscriber.endsOn,
    })),
  };
}

export async function planLoader(
  context: Context,
  plans: ServicePlans,
  request: Request,
  id: string | undefined,
) {
  const { csrf } = requireStaff(context);
  const number = parsePositiveInt(id);
  const subscriber = number ? await plans.subscribers.byId(number) : null;
  if (!subscriber) refuse(404, noSuchPlan);
  const history = await plans.subscribers.history(subscriber.id);
  return {
    csrf,
    subscriber,
    month: today().slice(0, 7),
    done: new URL(request.url).searchParams.get("done") === "saved" ? "Changes saved." : null,
    history: history.map((event) => ({
      id: event.id,
      at: formatTime(event.at),
      actor: event.actor_name,
      action: actionLabels[event.action] ?? event.action,
      after: event.after,
    })),
  };
}

/** Adds a plan customer (no id) or changes one; errors beside their fields. */
export async function planAction(
  context: Context,
  plans: ServicePlans,
  request: Request,
  id?: string,
) {
  const { session } = requireStaff(context);
  const form = await readStaffForm(request);
  const values: Record<string, string> = {};
  for (const name of ["company", "plan", "startsOn", "endsOn", "emails", "phones"])
    values[name] = String(form.get(name) ?? "").slice(0, 4000);
  const parsed = subscriberSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return data<SubscriberAnswer>({ fieldErrors, values }, { status: 400 });
  }
  const number = id === undefined ? null : (parsePositiveInt(id) ?? -1);
  const actor = { id: session.user.id, name: session.user.name };
  const saved = await plans.subscribers.save(number, parsed.data, actor);
  if (!saved.ok)
    return data<SubscriberAnswer>(
      { fieldErrors: {}, formError: saved.message, values },
      { status: 409 },
    );
  throw redirect(
    id === undefined ? "/staff/plans?done=added" : `/staff/plans/${saved.id}?done=saved`,
    303,
  );
}

const reportHeader = [
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

const met = (state: string | undefined) =>
  state === "met" ? "Met" : state === "missed" || state === "overdue" ? "Missed" : "Running";

/** One plan customer's requests of one month (India) with each target met or missed, as CSV. */
export async function planReport(
  context: Context,
  plans: ServicePlans,
  request: Request,
  id: string | undefined,
) {
  const { desk } = requireStaff(context);
  const number = parsePositiveInt(id);
  const subscriber = number ? await plans.subscribers.byId(number) : null;
  if (!subscriber) refuse(404, noSuchPlan);
  const month = new URL(request.url).searchParams.get("month") ?? "";
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    return new Response("Choose a month such as 2026-11.\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const start = new Date(Date.UTC(year, monthNumber - 1, 1) - 330 * 60_000).toISOString();
  const end = new Date(Date.UTC(year, monthNumber, 1) - 330 * 60_000).toISOString();
  const rows = await desk.platform.database.db
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
  const lines = facts.flatMap((row) => {
    const found = sla.get(row.id);
    const ours =
      found?.subscriberId === subscriber.id ||
      (found?.source === "staff" &&
        found.customer?.trim().toLowerCase() === subscriber.company.toLowerCase());
    if (!found || !ours) return [];
    return [
      [
        row.reference,
        formatTime(row.created_at),
        row.urgency,
        row.state,
        found.plan ? planName(found.plan) : "",
        found.clock.acknowledge.targetMinutes,
        `${met(found.clock.acknowledge.state)}: ${found.clock.acknowledge.text}`,
        found.clock.site ? found.clock.site.targetMinutes / 60 : "",
        found.clock.site
          ? `${met(found.clock.site.state)}: ${found.clock.site.text}`
          : "Not applicable",
      ],
    ];
  });
  const slug = subscriber.company
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return new Response(`\uFEFF${csvDocument(reportHeader, lines)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="plan-report-${slug || subscriber.id}-${month}.csv"`,
    },
  });
}
