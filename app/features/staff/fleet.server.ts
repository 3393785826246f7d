/**
 * The console's rental fleet: the list with each unit's status form and the form to add a unit,
 * and a unit's own page to change its nameplate data, with its history. Writes go through the
 * rental fleet's store, which audits each one.
 */
import { data, redirect } from "react-router";
import type { FleetStore, RentalUnit } from "#app/features/rental-fleet/public.server.ts";
import { statusSchema, statusWords, unitSchema } from "#app/features/rental-fleet/public.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import { historyRows } from "./audit-labels.ts";
import { readStaffForm, refuse, requireStaff } from "./guard.server.ts";

type Context = Parameters<typeof requireStaff>[0];

export type FleetAnswer = {
  intent: string;
  /** The unit a status form was for. */
  unit?: string;
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
};

const doneWords: Record<string, string> = {
  added: "Unit added.",
  status: "Status saved: the public rental page shows it now.",
  saved: "Changes saved.",
};

export function unitView(unit: RentalUnit) {
  return {
    id: Number(unit.id),
    unitId: unit.unit_id,
    ratingKva: String(unit.rating_kva),
    hvKv: String(Number(unit.hv_kv)),
    lvKv: String(Number(unit.lv_kv)),
    vectorGroup: unit.vector_group,
    cooling: unit.cooling,
    mounting: unit.mounting,
    location: unit.location,
    status: unit.status,
    statusLabel: statusWords[unit.status],
    until: unit.on_hire_until ?? "",
    hirer: unit.on_hire_to ?? "",
  };
}

export type UnitView = ReturnType<typeof unitView>;

export async function fleetLoader(context: Context, fleet: FleetStore, request: Request) {
  const { csrf } = requireStaff(context);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    csrf,
    today: dayInIndia(),
    done: doneWords[done] ?? null,
    units: (await fleet.list()).map(unitView),
  };
}

export async function unitLoader(
  context: Context,
  fleet: FleetStore,
  request: Request,
  id?: string,
) {
  const { csrf } = requireStaff(context);
  const number = parsePositiveInt(id);
  const unit = number ? await fleet.byId(number) : undefined;
  if (!unit) refuse(404, { title: "Not found", message: "There is no such rental unit." });
  const done = new URL(request.url).searchParams.get("done") ?? "";
  const history = await fleet.history(Number(unit.id));
  return {
    csrf,
    today: dayInIndia(),
    done: doneWords[done] ?? null,
    unit: unitView(unit),
    history: historyRows(history),
  };
}

const unitFields = [
  "unitId",
  "ratingKva",
  "hvKv",
  "lvKv",
  "vectorGroup",
  "cooling",
  "mounting",
  "location",
];

const errorsOf = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
};

/** Adds a unit, changes one (on its page) or sets a unit's status; errors beside their fields. */
export async function fleetAction(
  context: Context,
  fleet: FleetStore,
  request: Request,
  pageId?: string,
) {
  const { session } = requireStaff(context);
  const actor = { id: session.user.id, name: session.user.name };
  const form = await readStaffForm(request);
  const values: Record<string, string> = {};
  for (const name of [...unitFields, "intent", "unit", "status", "until", "hirer"])
    values[name] = String(form.get(name) ?? "").slice(0, 200);
  const intent = values.intent ?? "";
  const back = (done: string, id?: number) =>
    redirect(pageId && id ? `/staff/fleet/${id}?done=${done}` : `/staff/fleet?done=${done}`, 303);

  if (intent === "status") {
    const id = parsePositiveInt(values.unit);
    const parsed = statusSchema(dayInIndia()).safeParse(values);
    if (!parsed.success || !id)
      return data<FleetAnswer>(
        {
          intent,
          unit: values.unit,
          fieldErrors: parsed.success ? {} : errorsOf(parsed.error.issues),
          formError: id ? undefined : "There is no such unit.",
          values,
        },
        { status: 400 },
      );
    const { status, ...hire } = parsed.data;
    const result = await fleet.setStatus(id, status, hire, actor);
    if (!result.ok)
      return data<FleetAnswer>(
        { intent, unit: values.unit, fieldErrors: {}, formError: result.message, values },
        { status: 404 },
      );
    throw back("status", id);
  }
  if (intent === "add" || (intent === "edit" && pageId)) {
    const parsed = unitSchema.safeParse(values);
    if (!parsed.success)
      return data<FleetAnswer>(
        { intent, fieldErrors: errorsOf(parsed.error.issues), values },
        { status: 400 },
      );
    const id = pageId ? parsePositiveInt(pageId) : undefined;
    const result =
      intent === "add"
        ? await fleet.add(parsed.data, actor)
        : await fleet.update(id ?? -1, parsed.data, actor);
    if (!result.ok)
      return data<FleetAnswer>(
        {
          intent,
          fieldErrors: result.field ? { [result.field]: result.message } : {},
          formError: result.field ? undefined : result.message,
          values,
        },
        { status: 409 },
      );
    throw back(intent === "add" ? "added" : "saved", result.id);
  }
  return data<FleetAnswer>(
    { intent, fieldErrors: {}, formError: "This form is not one the page offers.", values },
    { status: 400 },
  );
}
