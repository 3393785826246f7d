/**
 * The report form's detail fields, group by group (a fieldset each): the customer and site, the
 * transformer, and the sample. Each field is one text or date control with its limit and hint.
 */
import { reportLimits } from "#app/features/reports/public.ts";

export type DetailField = {
  name: string;
  label: string;
  max?: number;
  hint?: string;
  type?: "text" | "date";
};

export const detailGroups: { legend: string; columns: string; fields: DetailField[] }[] = [
  {
    legend: "Customer and site",
    columns: "sm:grid-cols-2",
    fields: [
      { name: "customer.name", label: "Customer", max: reportLimits.customerName },
      { name: "customer.site", label: "Site (address of the substation)", max: reportLimits.site },
    ],
  },
  {
    legend: "Transformer",
    columns: "sm:grid-cols-3",
    fields: [
      { name: "asset.make", label: "Make", max: reportLimits.make },
      { name: "asset.serialNumber", label: "Serial number", max: reportLimits.serialNumber },
      { name: "asset.rating", label: "Rating", hint: "e.g. 10 MVA", max: reportLimits.rating },
      {
        name: "asset.voltage",
        label: "Voltage ratio",
        hint: "e.g. 66/11 kV",
        max: reportLimits.voltage,
      },
      { name: "asset.year", label: "Year of manufacture (optional)", max: 4 },
      {
        name: "asset.tag",
        label: "Plant tag (optional)",
        hint: "The customer's name for the unit, e.g. TR-2",
        max: reportLimits.tag,
      },
    ],
  },
  {
    legend: "Sample",
    columns: "sm:grid-cols-3",
    fields: [
      { name: "sample.sampledOn", label: "Sampled on", type: "date" },
      { name: "sample.receivedOn", label: "Received by the laboratory on", type: "date" },
      { name: "sample.testedOn", label: "Tested on", type: "date" },
      {
        name: "sample.point",
        label: "Sampling point",
        hint: "e.g. bottom drain valve",
        max: reportLimits.point,
      },
      { name: "sample.laboratory", label: "Laboratory", max: reportLimits.laboratory },
      {
        name: "sample.labNumber",
        label: "Laboratory's sample number",
        max: reportLimits.labNumber,
      },
    ],
  },
];

const cellLabels: Record<string, string> = {
  parameter: "Parameter",
  value: "Result",
  unit: "Unit",
  method: "Method standard",
  limit: "Limit",
  verdict: "Verdict",
};

const otherLabels: Record<string, string> = {
  correction: "What this revision corrects",
  remarks: "Remarks",
  testedBy: "Tested by",
  approvedBy: "Approved by",
};

/**
 * The refused fields for the summary at the form's top, in the order of the form, each with its
 * control's id and its label before the message: "Result line 19, Method standard: Enter …".
 */
export function reportSummaryErrors(
  fieldErrors: Readonly<Record<string, string>>,
  idOf: (name: string) => string,
): [string, string][] {
  const detailOrder = detailGroups.flatMap((group) =>
    group.fields.map((field) => [field.name, field.label] as const),
  );
  const labelled = (name: string, label: string) =>
    fieldErrors[name] ? [[idOf(name), `${label}: ${fieldErrors[name]}`] as [string, string]] : [];
  const lines = Object.keys(fieldErrors)
    .map((name) => /^results\.(\d+)\.(\w+)$/.exec(name))
    .filter((match) => match !== null)
    .sort(
      (a, b) =>
        Number(a[1]) - Number(b[1]) ||
        Object.keys(cellLabels).indexOf(a[2] ?? "") - Object.keys(cellLabels).indexOf(b[2] ?? ""),
    );
  const listed: [string, string][] = [
    ...labelled("correction", otherLabels.correction ?? ""),
    ...detailOrder.flatMap(([name, label]) => labelled(name, label)),
    ...lines.flatMap(([name, line, field]) =>
      labelled(name, `Result line ${Number(line) + 1}, ${cellLabels[field ?? ""] ?? field}`),
    ),
    ...["remarks", "testedBy", "approvedBy"].flatMap((name) =>
      labelled(name, otherLabels[name] ?? name),
    ),
  ];
  // Any other refusal the form's reader may name still shows, by its message alone.
  const ids = new Set(listed.map(([id]) => id));
  const rest = Object.entries(fieldErrors)
    .filter(([name]) => !ids.has(idOf(name)))
    .map(([name, message]): [string, string] => [idOf(name), message]);
  return [...listed, ...rest];
}
