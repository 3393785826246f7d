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
