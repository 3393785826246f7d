/** The rental fleet's forms in the console: a unit's nameplate data, and a unit's status. */
import { Form } from "react-router";
import {
  coolings,
  hirerMax,
  mountings,
  mountingWords,
  statusWords,
  unitStatuses,
} from "#app/features/rental-fleet/public.ts";
import { GridForm, SelectField, TextField } from "./console-fields.tsx";
import { buttonClass, CsrfField, Notice } from "./console-ui.tsx";
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
  {
    name: "location",
    label: "Where it stands",
    // The public rental page shows it: who hired a unit is the customer's business.
    hint: "Public: a town or yard, never the customer",
    max: 80,
  },
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
    <GridForm csrf={csrf} intent={intent} formError={mine?.formError} button={button}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={id(field.name)}
          name={field.name}
          label={field.label}
          hint={field.hint}
          error={errors[field.name]}
          maxLength={field.max}
          inputMode={["ratingKva", "hvKv", "lvKv"].includes(field.name) ? "decimal" : undefined}
          defaultValue={value(field.name)}
        />
      ))}
      {(
        [
          ["cooling", "Cooling", coolings.map((cooling) => ({ value: cooling, label: cooling }))],
          [
            "mounting",
            "Mounting",
            mountings.map((mounting) => ({ value: mounting, label: mountingWords[mounting] })),
          ],
        ] as const
      ).map(([name, label, options]) => (
        <SelectField
          key={name}
          id={id(name)}
          name={name}
          label={label}
          error={errors[name]}
          defaultValue={value(name)}
          blank="Choose"
          options={options}
        />
      ))}
    </GridForm>
  );
}

/**
 * One unit's status: available, on hire to someone until a day, or in maintenance. Its first two
 * fields and the button keep fixed columns, so the forms of a list of units line up; the button
 * stands level with the controls (in their row) from 640 px, under them on a phone. Who has the
 * unit is asked on a line of its own under them. The status's label says which unit only to
 * assistive technology; the list shows it beside the form.
 */
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
  const onHireOnly =
    "group-has-[option[value=available]:checked]/status:hidden group-has-[option[value=maintenance]:checked]/status:hidden";
  return (
    <Form
      method="post"
      className="flex flex-col gap-3"
      noValidate
      aria-label={`Status of ${unit.unitId}`}
    >
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="unit" value={unit.id} />
      {mine?.formError ? <Notice tone="bad">{mine.formError}</Notice> : null}
      {/* The last day of a hire and the hirer are asked only while the status chosen is On hire
          (CSS :has, with or without JavaScript; a browser without :has shows them, and the server
          ignores them). */}
      <div className="group/status grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-[11rem_11rem_auto]">
        <SelectField
          id={id("status")}
          name="status"
          label={
            <>
              Status<span className="sr-only"> of {unit.unitId}</span>
            </>
          }
          defaultValue={mine?.values.status ?? unit.status}
          options={unitStatuses.map((status) => ({ value: status, label: statusWords[status] }))}
        />
        <TextField
          id={id("until")}
          name="until"
          label="On hire until"
          className={onHireOnly}
          error={errors.until}
          type="date"
          min={today}
          defaultValue={mine?.values.until ?? unit.until}
        />
        <TextField
          id={id("hirer")}
          name="hirer"
          label="On hire to"
          hint="Staff only: the company and its site"
          className={`col-span-2 sm:row-start-3 ${onHireOnly}`}
          error={errors.hirer}
          maxLength={hirerMax}
          defaultValue={mine?.values.hirer ?? unit.hirer}
        />
        <div className="col-span-2 pt-2 sm:col-span-1 sm:col-start-3 sm:row-start-2 sm:pt-0">
          <button type="submit" className={buttonClass.primary}>
            Save status
          </button>
        </div>
      </div>
    </Form>
  );
}
