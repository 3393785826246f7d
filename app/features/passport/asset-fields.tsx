/** The fields of a unit, shared by the forms that add one and change one. */
import { fieldRows } from "#app/ui/form-field.tsx";
import { FieldList, type FieldSpec, type Initial } from "./field-list.tsx";
import {
  assetKinds,
  assetStatuses,
  coolingOptions,
  iecCategories,
  type Option,
  oilTypes,
  ratingUnits,
} from "./options.ts";
import type { FormState } from "./ui.tsx";

export const assetLabels: Record<string, string> = {
  kind: "Kind",
  tag: "Position or tag",
  make: "Make",
  serial: "Serial number",
  year: "Year of manufacture",
  rating: "Rating",
  hvKv: "HV",
  lvKv: "LV",
  oilVolumeL: "Oil volume",
  oltcMake: "OLTC make",
  iecCategory: "IEC 60422 category",
  siteId: "Site",
};

const optionalDecimal = { optional: true, inputMode: "decimal" } as const;

function assetFields(sites: readonly Option[]): FieldSpec[] {
  return [
    {
      control: "select",
      name: "kind",
      label: "Kind",
      options: assetKinds,
      fallback: "transformer",
    },
    { name: "tag", label: "Position or tag", hint: "For example TR-2, 33 kV yard", maxLength: 120 },
    { name: "make", label: "Make", maxLength: 120 },
    { name: "serial", label: "Serial number", optional: true, maxLength: 80 },
    {
      name: "year",
      label: "Year of manufacture",
      optional: true,
      inputMode: "numeric",
      maxLength: 4,
    },
    {
      // The pair takes one field's two rows, so its controls stand level with the Year's.
      className: `${fieldRows} grid-cols-[minmax(0,1fr)_7rem] gap-x-2`,
      group: [
        { name: "rating", label: "Rating", ...optionalDecimal, maxLength: 12 },
        {
          control: "select",
          name: "ratingUnit",
          label: "Unit",
          options: ratingUnits,
          from: "rating_unit",
          fallback: "kVA",
        },
      ],
    },
    { name: "hvKv", label: "HV, kV", ...optionalDecimal, maxLength: 8, from: "hv_kv" },
    { name: "lvKv", label: "LV, kV", ...optionalDecimal, maxLength: 8, from: "lv_kv" },
    {
      name: "vectorGroup",
      label: "Vector group",
      optional: true,
      hint: "For example Dyn11",
      maxLength: 20,
      from: "vector_group",
    },
    {
      control: "select",
      name: "cooling",
      label: "Cooling",
      options: coolingOptions,
      blank: "Not recorded",
    },
    {
      control: "select",
      name: "oilType",
      label: "Insulating liquid",
      options: oilTypes,
      from: "oil_type",
      fallback: "mineral",
    },
    {
      name: "oilVolumeL",
      label: "Oil volume, litres",
      ...optionalDecimal,
      maxLength: 10,
      from: "oil_volume_l",
    },
    {
      name: "oltcMake",
      label: "OLTC make",
      optional: true,
      hint: "Leave both OLTC fields empty for a unit without one",
      maxLength: 80,
      from: "oltc_make",
    },
    { name: "oltcType", label: "OLTC type", optional: true, maxLength: 80, from: "oltc_type" },
    {
      control: "select",
      name: "iecCategory",
      label: "IEC 60422 category",
      hint: "IEC 60422:2013 Table 1",
      options: iecCategories,
      from: "iec_category",
      fallback: "C",
    },
    {
      control: "select",
      name: "status",
      label: "Status",
      options: assetStatuses,
      fallback: "in-service",
    },
    {
      control: "select",
      name: "siteId",
      label: "Site",
      options: sites,
      blank: "No site chosen",
      from: "site_id",
    },
  ];
}

export function AssetFields({
  state,
  initial,
  sites,
}: {
  state?: FormState;
  initial?: Initial;
  sites: readonly Option[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldList fields={assetFields(sites)} state={state} initial={initial} />
    </div>
  );
}
