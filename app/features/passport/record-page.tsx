/**
 * The form for one test record: dates, sample point and laboratory, then the results in the
 * laboratory's usual order. Results can also be pasted as the laboratory's report prints them:
 * the server reads them into the fields and the form comes back to be checked before it is saved
 * (with JavaScript, the fields are drawn again from that answer: a new `fill` key each time).
 */
import { numberFields } from "#app/features/oil-analysis/public.ts";
import { ConsoleHeading } from "./console-heading.tsx";
import { FieldList, type FieldSpec, type Initial } from "./field-list.tsx";
import { samplePoints } from "./options.ts";
import { gasParams, oilParams } from "./record-form.ts";
import { electricalFields, electricalKeys } from "./results.ts";
import { Block, ConsoleForm, Done, type FormState, quietButtonClass } from "./ui.tsx";

/** A refused or filled-in form: what pasted lines filled, and the key of that filling. */
export type RecordAnswer = FormState & { notice?: string; fill?: string };

const withUnit = (label: string, unit: string) => (unit ? `${label}, ${unit}` : label);

export const recordLabels: Record<string, string> = {
  sampledOn: "Sampled on",
  testedOn: "Tested on",
  samplePoint: "Sample point",
  paste: "Pasted results",
  other: "Other results",
  ...Object.fromEntries(
    [...oilParams, ...gasParams].map((name) => [name, numberFields[name].label]),
  ),
  ...Object.fromEntries(electricalKeys.map((key) => [key, electricalFields[key].label])),
};

/** A result typed as the laboratory reports it: optional, a decimal number. */
const result = (name: string, label: string, unit: string): FieldSpec => ({
  name,
  label: withUnit(label, unit),
  optional: true,
  inputMode: "decimal",
  maxLength: 16,
});

/** The form's blocks in the laboratory's usual order; `grid` lays a block's fields in columns. */
const blocks: { id: string; title: string; grid?: string; fields: FieldSpec[] }[] = [
  {
    id: "sample",
    title: "Sample",
    grid: "grid gap-4 sm:grid-cols-3",
    fields: [
      { name: "sampledOn", label: "Sampled on", type: "date" },
      { name: "testedOn", label: "Tested on", optional: true, type: "date" },
      {
        control: "select",
        name: "samplePoint",
        label: "Sample point",
        options: samplePoints,
        fallback: "main-tank",
      },
      { name: "laboratory", label: "Laboratory", optional: true, maxLength: 120 },
      { name: "labSampleNo", label: "Laboratory's sample number", optional: true, maxLength: 60 },
    ],
  },
  {
    id: "paste-results",
    title: "Paste the laboratory's results",
    fields: [
      {
        control: "textarea",
        name: "paste",
        label: "Results, one a line",
        optional: true,
        hint: "Copy the rows of the laboratory's report, for example “H2 12 ppm” or “BDV: 64 kV”. They fill the fields below that are left empty, for you to check before the record is saved; a line that cannot be read stays here with the reason.",
        rows: 5,
        maxLength: 20_000,
      },
    ],
  },
  ...(
    [
      ["oil-quality", "Oil quality (IEC 60422)", oilParams],
      ["gases", "Dissolved gases (IEC 60567 extraction, IEC 60599 reading)", gasParams],
    ] as const
  ).map(([id, title, names]) => ({
    id,
    title,
    grid: "grid gap-4 sm:grid-cols-3",
    fields: names.map((name) => result(name, numberFields[name].label, numberFields[name].unit)),
  })),
  {
    id: "electrical",
    title: "Electrical tests",
    grid: "grid gap-4 sm:grid-cols-2",
    fields: electricalKeys.map((key) =>
      result(key, electricalFields[key].label, electricalFields[key].unit),
    ),
  },
  {
    id: "other-results",
    title: "Other results",
    fields: [
      {
        control: "textarea",
        name: "other",
        label: "One result a line: name | value | unit",
        optional: true,
        hint: "For example Core insulation resistance | 850 | MΩ",
        rows: 3,
      },
    ],
  },
];

/** The record form's blocks, refilled from a refused post or from the record being corrected. */
/** The form of a test record, new (no `initial`) or corrected. */
export function RecordForm({
  csrf,
  answer,
  initial,
  button,
}: {
  csrf: string;
  answer?: RecordAnswer;
  initial?: Initial;
  button: string;
}) {
  return (
    <div className="mt-6 max-w-5xl">
      <ConsoleForm csrf={csrf} intent="record" state={answer} labels={recordLabels} button={button}>
        <Done text={answer?.notice} />
        <RecordFields key={answer?.fill ?? "typed"} answer={answer} initial={initial} />
      </ConsoleForm>
    </div>
  );
}

function RecordFields({ answer, initial }: { answer?: FormState; initial?: Initial }) {
  return blocks.map(({ id, title, grid, fields }) => (
    <Block key={id} id={id} title={title}>
      {grid ? (
        <div className={grid}>
          <FieldList fields={fields} state={answer} initial={initial} />
        </div>
      ) : (
        <FieldList fields={fields} state={answer} initial={initial} />
      )}
      {id === "paste-results" ? (
        <button type="submit" className={`${quietButtonClass} mt-3`}>
          Fill the fields from these lines
        </button>
      ) : null}
    </Block>
  ));
}

export function RecordPage({
  asset,
  customer,
  csrf,
  answer,
}: {
  asset: { id: number; tag: string; oilType: string };
  customer: { id: number; name: string };
  csrf: string;
  answer?: RecordAnswer;
}) {
  return (
    <>
      <ConsoleHeading
        customer={customer}
        trail={[
          { label: asset.tag, to: `/staff/assets/${asset.id}` },
          { label: "New test record" },
        ]}
      >
        New test record for {asset.tag}
      </ConsoleHeading>
      <RecordForm csrf={csrf} answer={answer} button="Save the test record" />
    </>
  );
}
