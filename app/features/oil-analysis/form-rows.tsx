/**
 * The fields of the form's groups as lists (the gases are form-samples.tsx's): each row says
 * which kind of field it is and what it shows, and FieldRows draws them in order.
 */
import type { ComponentProps } from "react";
import { type ParamName, presenceOptions } from "./fields.ts";
import {
  breathingChoices,
  gapChoices,
  inhibitionChoices,
  oilTypeChoices,
  oltcChoices,
  samplePointChoices,
} from "./form-choices.ts";
import {
  type Common,
  DateField,
  NumberField,
  type NumberName,
  SelectField,
} from "./form-fields.tsx";
import { voltageClasses } from "./limits.ts";

type SelectRow = { kind: "select" } & Omit<ComponentProps<typeof SelectField>, keyof Common>;

export type FieldRow =
  | { kind: "number"; name: NumberName & ParamName; hint: string }
  | SelectRow
  | { kind: "date"; name: "d"; label: string; hint: string }
  /** An empty cell of the grid (three rows high), which moves the next field to the next line. */
  | { kind: "gap" };

export const equipmentRows: readonly FieldRow[] = [
  {
    kind: "select",
    name: "vc",
    label: "Highest voltage (voltage class)",
    hint: "Category C up to 72.5 kV, B up to 170 kV, O and A above",
    options: voltageClasses,
    placeholder: "Choose the voltage class",
    required: true,
    className: "sm:col-span-2",
  },
  { kind: "number", name: "mva", hint: "From the rating plate" },
  { kind: "number", name: "age", hint: "Years since manufacture" },
  {
    kind: "select",
    name: "oltc",
    label: "On-load tap changer (OLTC)",
    hint: "Does its oil communicate with the main tank's (shared conservator or oil)?",
    options: oltcChoices,
    placeholder: "Not stated",
  },
  {
    kind: "select",
    name: "br",
    label: "Conservator",
    hint: "Breather, or nitrogen, bag or bellows",
    options: breathingChoices,
    placeholder: "Not stated",
  },
];

export const oilRows: readonly FieldRow[] = [
  { kind: "date", name: "d", label: "Date of the sample", hint: "Needed for rates of increase" },
  { kind: "gap" },
  {
    kind: "select",
    name: "oil",
    label: "Insulating liquid",
    hint: "The limits here are for mineral oil",
    options: oilTypeChoices,
    placeholder: "Mineral oil (not stated)",
  },
  {
    kind: "select",
    name: "ino",
    label: "Oxidation inhibitor",
    hint: "IFT limits differ; IS 335 oil is usually uninhibited",
    options: inhibitionChoices,
    placeholder: "Not stated",
  },
  { kind: "number", name: "bdv", hint: "Mean of six breakdowns" },
  {
    kind: "select",
    name: "gap",
    label: "BDV electrode gap",
    hint: "The limits assume the 2.5 mm gap",
    options: gapChoices,
    placeholder: "Not stated",
  },
  { kind: "number", name: "h2o", hint: "Karl Fischer, IEC 60814 / IS 13567" },
  { kind: "number", name: "t", hint: "For the correction to 20 °C" },
  { kind: "number", name: "acid", hint: "Neutralisation value, IEC 62021-1" },
  { kind: "number", name: "ift", hint: "Against water, ring method, IEC 62961" },
  { kind: "number", name: "ddf", hint: "IEC 60247 / IS 6262" },
  { kind: "number", name: "res", hint: "IEC 60247 / IS 6103" },
  { kind: "number", name: "col", hint: "0.5 (pale) to 8 (dark)" },
  { kind: "gap" },
  {
    kind: "select",
    name: "sed",
    label: "Sediment",
    options: presenceOptions,
    placeholder: "Not tested",
  },
  {
    kind: "select",
    name: "slu",
    label: "Precipitable sludge",
    options: presenceOptions,
    placeholder: "Not tested",
  },
  { kind: "number", name: "inh", hint: "DBPC, IEC 60666; inhibited oil only" },
  { kind: "number", name: "inh0", hint: "From the new oil's certificate" },
  {
    kind: "number",
    name: "fal",
    hint: "Furans, IEC 61198; 1 mg/kg = 1000 µg/kg; DP estimated from it",
  },
];

/** The group of dissolved gases opens with where the sample was drawn. */
export const samplePointRows: readonly FieldRow[] = [
  {
    kind: "select",
    name: "sp",
    label: "Where the sample was drawn",
    hint: "An OLTC compartment's oil is read on Duval Triangle 2",
    options: samplePointChoices,
    placeholder: "Main tank",
    className: "col-span-2 sm:col-span-3 sm:max-w-[calc((100%-2.5rem)/3*2+1.25rem)]",
  },
];

/** The rows' fields in order, each with the form's values, messages and handlers. */
export function FieldRows({ rows, ...common }: Common & { rows: readonly FieldRow[] }) {
  return rows.map((row, index) => {
    if (row.kind === "gap")
      // biome-ignore lint/suspicious/noArrayIndexKey: the lists are constant, so a gap's place is its identity
      return <div key={index} aria-hidden="true" className="row-span-3 hidden sm:block" />;
    if (row.kind === "number")
      return <NumberField key={row.name} name={row.name} hint={row.hint} {...common} />;
    if (row.kind === "date")
      return (
        <DateField key={row.name} name={row.name} label={row.label} hint={row.hint} {...common} />
      );
    const { kind: _kind, ...select } = row;
    return <SelectField key={row.name} {...select} {...common} />;
  });
}
