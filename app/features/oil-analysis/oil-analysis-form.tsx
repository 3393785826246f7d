/**
 * The form: a GET form whose field names are the query parameters of schema.ts, so that sending
 * it without JavaScript gives the same address a visitor can bookmark or share. With JavaScript
 * the page reads the fields as they change and never sends the form.
 */
import type { FormEvent, ReactNode, RefObject } from "react";
import { presenceOptions } from "./fields.ts";
import {
  breathingChoices,
  gapChoices,
  inhibitionChoices,
  oilTypeChoices,
  oltcChoices,
  samplePointChoices,
} from "./form-choices.ts";
import { type Common, DateField, NumberField, SelectField } from "./form-fields.tsx";
import { Group } from "./form-group.tsx";
import { EarlierSamples, GasFields } from "./form-samples.tsx";
import { voltageClasses } from "./limits.ts";
import { oilAnalysisPath } from "./page-state.ts";

export function OilAnalysisForm({
  values,
  errors,
  onValue,
  onLeave,
  onSubmit,
  onClear,
  earlierRef,
  earlierOpen,
  shownEarlier,
  onMore,
  jump,
}: Common & {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClear(event: React.MouseEvent<HTMLAnchorElement>): void;
  earlierRef: RefObject<HTMLDetailsElement | null>;
  earlierOpen: boolean;
  /** How many of the five earlier samples are shown (earlier-slots.ts). */
  shownEarlier: number;
  onMore(event: React.MouseEvent<HTMLButtonElement>): void;
  /** An in-flow link down to the reading, shown on a phone after each group of fields. */
  jump?: ReactNode;
}) {
  const common = { values, errors, onValue, onLeave };
  return (
    <form
      method="get"
      action={oilAnalysisPath}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="oil-form-heading"
      className="flex flex-col gap-6 print:hidden"
    >
      <h2 id="oil-form-heading" className="sr-only">
        Test results
      </h2>
      {/* Enter in a field sends the form through this first submit button, not through "Add an
          earlier sample", which comes before "Show the reading" in the form. */}
      <button type="submit" hidden tabIndex={-1} />
      <Group
        id="oa-equipment"
        legend="1. The transformer"
        intro="IEC 60422 sets its limits by equipment category, and the typical gas values of IEC 60599 depend on the tap changer."
      >
        <SelectField
          name="vc"
          label="Highest voltage (voltage class)"
          hint="Category C up to 72.5 kV, B up to 170 kV, O and A above"
          options={voltageClasses}
          placeholder="Choose the voltage class"
          required
          className="sm:col-span-2"
          {...common}
        />
        <NumberField name="mva" hint="From the rating plate" {...common} />
        <NumberField name="age" hint="Years since manufacture" {...common} />
        <SelectField
          name="oltc"
          label="On-load tap changer (OLTC)"
          hint="Does its oil communicate with the main tank's (shared conservator or oil)?"
          options={oltcChoices}
          placeholder="Not stated"
          {...common}
        />
        <SelectField
          name="br"
          label="Conservator"
          hint="Breather, or nitrogen, bag or bellows"
          options={breathingChoices}
          placeholder="Not stated"
          {...common}
        />
      </Group>
      {jump}

      <Group
        id="oa-oil"
        legend="2. Oil tests"
        intro="As the laboratory report gives them. Leave blank any test that was not done."
      >
        <DateField
          name="d"
          label="Date of the sample"
          hint="Needed for rates of increase"
          {...common}
        />
        <div aria-hidden="true" className="row-span-3 hidden sm:block" />
        <SelectField
          name="oil"
          label="Insulating liquid"
          hint="The limits here are for mineral oil"
          options={oilTypeChoices}
          placeholder="Mineral oil (not stated)"
          {...common}
        />
        <SelectField
          name="ino"
          label="Oxidation inhibitor"
          hint="IFT limits differ; IS 335 oil is usually uninhibited"
          options={inhibitionChoices}
          placeholder="Not stated"
          {...common}
        />
        <NumberField name="bdv" hint="Mean of six breakdowns" {...common} />
        <SelectField
          name="gap"
          label="BDV electrode gap"
          hint="The limits assume the 2.5 mm gap"
          options={gapChoices}
          placeholder="Not stated"
          {...common}
        />
        <NumberField name="h2o" hint="Karl Fischer, IEC 60814 / IS 13567" {...common} />
        <NumberField name="t" hint="For the correction to 20 °C" {...common} />
        <NumberField name="acid" hint="Neutralisation value, IEC 62021-1" {...common} />
        <NumberField name="ift" hint="Against water, ISO 6295" {...common} />
        <NumberField name="ddf" hint="IEC 60247 / IS 6262" {...common} />
        <NumberField name="res" hint="IEC 60247 / IS 6103" {...common} />
        <NumberField name="col" hint="0.5 (pale) to 8 (dark)" {...common} />
        <div aria-hidden="true" className="row-span-3 hidden sm:block" />
        <SelectField
          name="sed"
          label="Sediment"
          options={presenceOptions}
          placeholder="Not tested"
          {...common}
        />
        <SelectField
          name="slu"
          label="Precipitable sludge"
          options={presenceOptions}
          placeholder="Not tested"
          {...common}
        />
        <NumberField name="inh" hint="DBPC, IEC 60666; inhibited oil only" {...common} />
        <NumberField name="inh0" hint="From the new oil's certificate" {...common} />
        <NumberField
          name="fal"
          hint="Furans, IEC 61198; 1 mg/kg = 1000 µg/kg; DP estimated from it"
          {...common}
        />
      </Group>
      {jump}

      <Group
        id="oa-gases"
        legend="3. Dissolved gases (DGA)"
        columns="grid-cols-2 sm:grid-cols-3"
        intro={
          <p>
            In µL/L (the same as ppm by volume), as the gas chromatograph reports them. Leave a gas
            blank if it was not measured; enter 0 if it was measured and not detected.
          </p>
        }
      >
        <SelectField
          name="sp"
          label="Where the sample was drawn"
          hint="An OLTC compartment's oil is read on Duval Triangle 2"
          options={samplePointChoices}
          placeholder="Main tank"
          className="col-span-2 sm:col-span-3 sm:max-w-[calc((100%-2.5rem)/3*2+1.25rem)]"
          {...common}
        />
        <GasFields earlier={false} {...common} />
        <EarlierSamples
          detailsRef={earlierRef}
          open={earlierOpen}
          shown={shownEarlier}
          onMore={onMore}
          {...common}
        />
      </Group>

      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <button
          type="submit"
          className="min-h-12 rounded-md bg-navy-800 px-6 py-3 font-semibold text-white hover:bg-navy-700"
        >
          Show the reading
        </button>
        <a
          href={oilAnalysisPath}
          onClick={onClear}
          className="rounded-sm font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
        >
          Clear all values
        </a>
      </div>
    </form>
  );
}
