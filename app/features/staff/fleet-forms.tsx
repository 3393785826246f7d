/** The rental fleet's forms in the console: a unit's nameplate data, and a unit's status. */
import { Form } from "react-router";
import {
  coolings,
  mountings,
  statusWords,
  unitStatuses,
} from "#app/features/rental-fleet/public.ts";
import {
  CsrfField,
  controlClass,
  describedBy,
  Field,
  Notice,
  primaryButton,
} from "./console-ui.tsx";
import type { FleetAnswer, UnitView } from "./fleet.server.ts";

const fields: { name: keyof UnitView; label: string; hint?: string; max: number }[] = [
  {
    name: "unitId",
    label: "Unit number",
    hint: "As painted on the tank, such as VR-500-02",
    max: 20,
  },
  { name: "ratingKva", label: "Rating (kVA)", max: 5 },
  { name: "hvKv", label: "HV (kV)", max: 7 },
  { name: "lvKv", label: "LV (kV)", max: 7 },
  { name: "vectorGroup", label: "Vector group", hint: "Such as Dyn11", max: 6 },
  { name: "location", label: "Where it stands", max: 80 },
];

export function UnitForm({
  csrf,
  intent,
  unit,
  answer,
  button,
}: {
  csrf: string;
  intent: "add" | "edit";
  unit?: UnitView;
  answer?: FleetAnswer;
  button: string;
}) {
  const mine = answer?.intent === intent ? answer : undefined;
  const errors = mine?.fieldErrors ?? {};
  const value = (name: keyof UnitView) => mine?.values[name] ?? String(unit?.[name] ?? "");
  const id = (name: string) => `${intent}-${name}`;
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {mine?.formError ? (
        <div className="sm:col-span-2">
          <Notice tone="bad">{mine.formError}</Notice>
        </div>
      ) : null}
      {fields.map((field) => (
        <Field
          key={field.name}
          id={id(field.name)}
          label={field.label}
          hint={field.hint}
          error={errors[field.name]}
        >
          <input
            id={id(field.name)}
            name={field.name}
            maxLength={field.max}
            inputMode={["ratingKva", "hvKv", "lvKv"].includes(field.name) ? "decimal" : undefined}
            defaultValue={value(field.name)}
            className={controlClass}
            {...describedBy(id(field.name), errors[field.name], field.hint)}
          />
        </Field>
      ))}
      <Field id={id("cooling")} label="Cooling" error={errors.cooling}>
        <select
          id={id("cooling")}
          name="cooling"
          defaultValue={value("cooling")}
          className={controlClass}
          {...describedBy(id("cooling"), errors.cooling)}
        >
          <option value="">Choose</option>
          {coolings.map((cooling) => (
            <option key={cooling} value={cooling}>
              {cooling}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id("mounting")} label="Mounting" error={errors.mounting}>
        <select
          id={id("mounting")}
          name="mounting"
          defaultValue={value("mounting")}
          className={controlClass}
          {...describedBy(id("mounting"), errors.mounting)}
        >
          <option value="">Choose</option>
          {mountings.map((mounting) => (
            <option key={mounting} value={mounting}>
              {mounting === "trailer" ? "Trailer" : "Skid"}
            </option>
          ))}
        </select>
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton}>
          {button}
        </button>
      </div>
    </Form>
  );
}

/** One unit's status: available, on hire until a day, or in maintenance. */
export function StatusForm({
  csrf,
  unit,
  today,
  answer,
}: {
  csrf: string;
  unit: UnitView;
  today: string;
  answer?: FleetAnswer;
}) {
  const mine = answer?.intent === "status" && answer.unit === String(unit.id) ? answer : undefined;
  const errors = mine?.fieldErrors ?? {};
  const id = (name: string) => `unit-${unit.id}-${name}`;
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-2"
      noValidate
      aria-label={`Status of ${unit.unitId}`}
    >
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="unit" value={unit.id} />
      {mine?.formError ? <Notice tone="bad">{mine.formError}</Notice> : null}
      <Field id={id("status")} label={`Status of ${unit.unitId}`}>
        <select
          id={id("status")}
          name="status"
          defaultValue={mine?.values.status ?? unit.status}
          className={controlClass}
        >
          {unitStatuses.map((status) => (
            <option key={status} value={status}>
              {statusWords[status]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id("until")} label="On hire until" error={errors.until}>
        <input
          id={id("until")}
          name="until"
          type="date"
          min={today}
          defaultValue={mine?.values.until ?? unit.until}
          className={controlClass}
          {...describedBy(id("until"), errors.until)}
        />
      </Field>
      <button type="submit" className={primaryButton}>
        Save status
      </button>
    </Form>
  );
}
