/** The fields of a unit, shared by the forms that add one and change one. */
import {
  assetKinds,
  assetStatuses,
  coolingOptions,
  iecCategories,
  type Option,
  oilTypes,
  ratingUnits,
} from "./options.ts";
import { type FormState, Input, Select } from "./ui.tsx";

type Initial = Record<string, string | number | null | undefined>;

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

export function AssetFields({
  state,
  initial = {},
  sites,
}: {
  state?: FormState;
  initial?: Initial;
  sites: readonly Option[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        name="kind"
        label="Kind"
        options={assetKinds}
        state={state}
        initial={initial.kind ?? "transformer"}
      />
      <Input
        name="tag"
        label="Position or tag"
        hint="For example TR-2, 33 kV yard"
        maxLength={120}
        state={state}
        initial={initial.tag}
      />
      <Input name="make" label="Make" maxLength={120} state={state} initial={initial.make} />
      <Input
        name="serial"
        label="Serial number"
        optional
        maxLength={80}
        state={state}
        initial={initial.serial}
      />
      <Input
        name="year"
        label="Year of manufacture"
        optional
        inputMode="numeric"
        maxLength={4}
        state={state}
        initial={initial.year}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
        <Input
          name="rating"
          label="Rating"
          optional
          inputMode="decimal"
          maxLength={12}
          state={state}
          initial={initial.rating}
        />
        <Select
          name="ratingUnit"
          label="Unit"
          options={ratingUnits}
          state={state}
          initial={initial.rating_unit ?? "kVA"}
        />
      </div>
      <Input
        name="hvKv"
        label="HV, kV"
        optional
        inputMode="decimal"
        maxLength={8}
        state={state}
        initial={initial.hv_kv}
      />
      <Input
        name="lvKv"
        label="LV, kV"
        optional
        inputMode="decimal"
        maxLength={8}
        state={state}
        initial={initial.lv_kv}
      />
      <Input
        name="vectorGroup"
        label="Vector group"
        optional
        hint="For example Dyn11"
        maxLength={20}
        state={state}
        initial={initial.vector_group}
      />
      <Select
        name="cooling"
        label="Cooling"
        options={coolingOptions}
        blank="Not recorded"
        state={state}
        initial={initial.cooling}
      />
      <Select
        name="oilType"
        label="Insulating liquid"
        options={oilTypes}
        state={state}
        initial={initial.oil_type ?? "mineral"}
      />
      <Input
        name="oilVolumeL"
        label="Oil volume, litres"
        optional
        inputMode="decimal"
        maxLength={10}
        state={state}
        initial={initial.oil_volume_l}
      />
      <Input
        name="oltcMake"
        label="OLTC make"
        optional
        hint="Leave both OLTC fields empty for a unit without one"
        maxLength={80}
        state={state}
        initial={initial.oltc_make}
      />
      <Input
        name="oltcType"
        label="OLTC type"
        optional
        maxLength={80}
        state={state}
        initial={initial.oltc_type}
      />
      <Select
        name="iecCategory"
        label="IEC 60422 category"
        hint="IEC 60422:2013 Table 1"
        options={iecCategories}
        state={state}
        initial={initial.iec_category ?? "C"}
      />
      <Select
        name="status"
        label="Status"
        options={assetStatuses}
        state={state}
        initial={initial.status ?? "in-service"}
      />
      <Select
        name="siteId"
        label="Site"
        options={sites}
        blank="No site chosen"
        state={state}
        initial={initial.site_id}
      />
    </div>
  );
}
