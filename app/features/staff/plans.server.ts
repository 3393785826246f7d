/**
 * The console's plan customers: the list with a form to add one, a page to change one with its
 * history, and each customer's monthly report of targets met and missed as CSV. Writes go
 * through the service plans' own store.
 */
import { data, redirect } from "react-router";
import { planName, type ServicePlans } from "#app/features/service-plans/public.server.ts";
import { subscriberSchema } from "#app/features/service-plans/public.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import { historyRows } from "./audit-labels.ts";
import { readStaffForm, refuse, requireStaff } from "./guard.server.ts";

type Context = Parameters<typeof requireStaff>[0];

export type SubscriberAnswer = {
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
};

const fieldNames = [
  "passportCustomer",
  "company",
  "plan",
  "startsOn",
  "endsOn",
  "emails",
  "phones",
] as const;

const noSuchPlan = { title: "Not found", message: "There is no such plan customer." };

export async function plansLoader(context: Context, plans: ServicePlans, request: Request) {
  const { csrf } = requireStaff(context);
  const day = dayInIndia();
  const url = new URL(request.url);
  const [list, customers] = await Promise.all([
    plans.subscribers.list(),
    plans.customers.choices(),
  ]);
  // From a passport customer's page: the new plan's form starts with that customer chosen.
  const chosen = parsePositiveInt(url.searchParams.get("customer") ?? undefined);
  return {
    csrf,
    customers,
    chosenCustomer: chosen && customers.some((customer) => customer.id === chosen) ? chosen : null,
    done: url.searchParams.get("done") === "added" ? "Plan customer added." : null,
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
  const [history, customers] = await Promise.all([
    plans.subscribers.history(subscriber.id),
    plans.customers.choices(),
  ]);
  // Past the choices' limit, the plan's own customer is still offered, so saving keeps it.
  const own = subscriber.passportCustomerId;
  if (own !== null && !customers.some((customer) => customer.id === own)) {
    const name = await plans.customers.nameOf(own);
    if (name !== undefined) customers.push({ id: own, name });
  }
  return {
    csrf,
    subscriber,
    customers,
    month: dayInIndia().slice(0, 7),
    done: new URL(request.url).searchParams.get("done") === "saved" ? "Changes saved." : null,
    history: historyRows(history),
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
  for (const name of fieldNames) values[name] = String(form.get(name) ?? "").slice(0, 4000);
  const fieldErrors: Record<string, string> = {};
  // A chosen passport customer must exist; its name is the company when none was written.
  const customerId = parsePositiveInt(values.passportCustomer?.trim() || undefined);
  if (customerId) {
    const name = await plans.customers.nameOf(customerId);
    if (name === undefined) fieldErrors.passportCustomer = "There is no such passport customer";
    else if (!values.company?.trim()) values.company = name;
  }
  const parsed = subscriberSchema.safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  if (!parsed.success || Object.keys(fieldErrors).length > 0)
    return data<SubscriberAnswer>({ fieldErrors, values }, { status: 400 });
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
