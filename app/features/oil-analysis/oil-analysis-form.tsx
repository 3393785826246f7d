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
import { GasFields, OlderSample } from "./form-samples.tsx";
import { voltageClasses } from "./limits.ts";
import { oilAnalysisPath } from "./page-state.ts";
import { olderIndexes } from "./series-fields.ts";

export function OilAnalysisForm({
  values,
  errors,
  onValue,
  onLeave,
  onSubmit,
  onClear,
  earlierRef,
  earlierOpen,
  jump,
}: Common & {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClear(event: React.MouseEvent<HTMLAnchorElement>): void;
  earlierRef: RefObject<HTMLDetailsElement | null>;
  earlierOpen: boolean;
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
        <details
          ref={earlierRef}
          open={earlierOpen || undefined}
          className="group col-span-2 rounded-md border border-steel-200 bg-paper sm:col-span-3"
        >
          <summary className="cursor-pointer list-none rounded-md px-4 py-3 font-semibold text-navy-800 select-none hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
            <span
              aria-hidden="true"
              className="mr-2 inline-block transition-transform group-open:rotate-90"
            >
              ▸
            </span>
            Earlier DGAs, for rates of increase and the trend
            <span className="font-normal text-steel-600"> (optional)</span>
          </summary>
          <div className="border-t border-steel-200 px-4 pt-4 pb-5">
            <p className="text-sm text-steel-700">
              An earlier analysis of the same transformer, with its date. The reading then works out
              how fast each gas rises in a year and compares it with the typical rates of IEC 60599
              Annex A.
            </p>
            <div className="mt-4 grid grid-cols-2 gap-5 sm:grid-cols-3">
              <div className="col-span-2 sm:col-span-3 sm:max-w-[calc((100%-2.5rem)/3*2+1.25rem)]">
                <DateField name="e_d" label="Date of the earlier sample" {...common} />
              </div>
              <GasFields earlier {...common} />
            </div>
            <p className="mt-6 text-sm text-steel-700">
              Up to four older analyses of the same unit make a trend: with three samples or more,
              each gas's rate is a least-squares line through all of them, and one sample far off
              the line is named.
            </p>
            {olderIndexes.map((index) => (
              <OlderSample key={index} index={index} {...common} />
            ))}
          </div>
        </details>
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
