/**
 * The form: a GET form whose field names are the query parameters of schema.ts, so that sending
 * it without JavaScript gives the same address a visitor can bookmark or share. With JavaScript
 * the page reads the fields as they change and never sends the form.
 */
import type { FormEvent, ReactNode, RefObject } from "react";
import { errorProps, FieldError, FieldHint, inputClass } from "~/ui/form-field";
import { voltageClasses } from "./limits";
import type { FormValues } from "./page-state";
import { oilAnalysisPath } from "./page-state";
import {
  type breathingOptions,
  type electrodeGapOptions,
  gasKeys,
  type inhibitionOptions,
  numberFields,
  type oilTypeOptions,
  type oltcOptions,
  type ParamName,
  presenceOptions,
} from "./schema";
import {
  type OlderDateParam,
  type OlderIndex,
  olderGases,
  olderIndexes,
  olderOrdinals,
} from "./series-fields";

export type FieldErrors = Partial<Record<ParamName, string>>;

export const fieldId = (name: ParamName) => `oa-${name}`;

type Common = {
  values: FormValues;
  errors: FieldErrors;
  onValue(name: ParamName, value: string): void;
  onLeave(name: ParamName): void;
};

function Label({
  id,
  children,
  optional,
}: {
  id: string;
  children: ReactNode;
  optional?: boolean;
}) {
  return (
    <label htmlFor={id} className="text-sm font-semibold text-navy-950">
      {children}
      {optional ? <span className="font-normal text-steel-600"> (optional)</span> : null}
    </label>
  );
}

type NumberName = keyof typeof numberFields;

/**
 * A field takes three rows of its group's grid (words, control, message) as a subgrid, so the
 * controls of a row line up whatever the length of their hints or messages.
 */
const frame = "row-span-3 grid grid-rows-subgrid content-start gap-y-1.5";

function Words({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-1.5">{children}</div>;
}

function Message({ id, error }: { id: string; error?: string }) {
  return (
    <div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Room on the right of a field for the unit written inside it. */
/** One field's frame: its label and hint above, the control, its message below. */
function FieldFrame({
  id,
  label,
  optional,
  hint,
  error,
  className = "",
  children,
}: {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${frame} ${className}`}>
      <Words>
        <Label id={id} optional={optional}>
          {label}
        </Label>
        <FieldHint id={id} hint={hint} />
      </Words>
      {children}
      <Message id={id} error={error} />
    </div>
  );
}

function unitPadding(unit: string): string {
  if (!unit) return "";
  if (unit.length <= 2) return "pr-11";
  if (unit.length <= 4) return "pr-16";
  if (unit.length <= 5) return "pr-18";
  return "pr-24";
}

function NumberField({
  name,
  label,
  hint,
  className = "",
  values,
  errors,
  onValue,
  onLeave,
}: Common & {
  name: NumberName & ParamName;
  label?: ReactNode;
  hint?: string;
  className?: string;
}) {
  const id = fieldId(name);
  const spec = numberFields[name];
  const error = errors[name];
  return (
    <FieldFrame id={id} label={label ?? spec.label} hint={hint} error={error} className={className}>
      <div className="relative self-end">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          value={values[name] ?? ""}
          onChange={(event) => onValue(name, event.currentTarget.value)}
          onBlur={() => onLeave(name)}
          className={`${inputClass} tabular-nums ${unitPadding(spec.unit)}`}
          {...errorProps(id, error, hint)}
        />
        {spec.unit ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-steel-600"
          >
            {spec.unit}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}

function SelectField({
  name,
  label,
  hint,
  options,
  placeholder,
  required = false,
  className = "",
  values,
  errors,
  onValue,
  onLeave,
}: Common & {
  name: ParamName;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  required?: boolean;
  className?: string;
}) {
  const id = fieldId(name);
  const error = errors[name];
  return (
    <FieldFrame
      id={id}
      label={label}
      optional={!required}
      hint={hint}
      error={error}
      className={className}
    >
      <select
        id={id}
        name={name}
        value={values[name] ?? ""}
        onChange={(event) => {
          onValue(name, event.currentTarget.value);
          onLeave(name);
        }}
        aria-required={required || undefined}
        className={`${inputClass} self-end`}
        {...errorProps(id, error, hint)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function DateField({
  name,
  label,
  hint,
  values,
  errors,
  onValue,
  onLeave,
}: Common & { name: "d" | "e_d" | OlderDateParam; label: string; hint?: string }) {
  const id = fieldId(name);
  const error = errors[name];
  return (
    <FieldFrame id={id} label={label} optional hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="date"
        min="1950-01-01"
        max="2100-12-31"
        value={values[name] ?? ""}
        onChange={(event) => onValue(name, event.currentTarget.value)}
        onBlur={() => onLeave(name)}
        className={`${inputClass} self-end`}
        {...errorProps(id, error, hint)}
      />
    </FieldFrame>
  );
}

function Group({
  id,
  legend,
  intro,
  columns = "sm:grid-cols-2",
  children,
}: {
  id: string;
  legend: string;
  intro?: ReactNode;
  /** The grid of the fields. */
  columns?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      className="rounded-card border border-steel-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h3 id={`${id}-legend`} className="text-lg font-semibold">
        {legend}
      </h3>
      {intro ? <div className="mt-1.5 text-sm text-steel-700">{intro}</div> : null}
      <div className={`mt-5 grid gap-x-5 gap-y-5 ${columns}`}>{children}</div>
    </fieldset>
  );
}

/** The fields of the gases, this sample's or the earlier one's. */
function GasFields({ earlier, ...common }: Common & { earlier: boolean }) {
  return gasKeys.map((gas) => {
    const name = (earlier ? `e_${gas}` : gas) as NumberName & ParamName;
    const base = numberFields[gas].label;
    return (
      <NumberField
        key={name}
        name={name}
        label={
          earlier ? (
            <>
              {base}
              <span className="sr-only"> in the earlier sample</span>
            </>
          ) : (
            base
          )
        }
        {...common}
      />
    );
  });
}

/** The date and gases of one of the older samples, for the trend. */
function OlderSample({ index, ...common }: Common & { index: OlderIndex }) {
  const which = `${olderOrdinals[index]} earlier sample`;
  return (
    <fieldset className="col-span-2 mt-2 border-t border-steel-200 pt-4 sm:col-span-3">
      <legend className="float-left mb-3 w-full font-semibold text-navy-950">
        {which.charAt(0).toUpperCase()}
        {which.slice(1)}
      </legend>
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-3">
        <DateField name={`e${index}_d`} label={`Date of the ${which}`} {...common} />
        {olderGases.map((gas) => (
          <NumberField
            key={gas}
            name={`e${index}_${gas}`}
            label={
              <>
                {numberFields[gas].label}
                <span className="sr-only"> in the {which}</span>
              </>
            }
            {...common}
          />
        ))}
      </div>
    </fieldset>
  );
}

// Short words for narrow lists; the printed report and the summary use the longer ones.
const oltcChoices = [
  { value: "none", label: "No OLTC" },
  { value: "separate", label: "Yes, own compartment" },
  { value: "common", label: "Yes, oil communicates" },
] as const satisfies readonly { value: (typeof oltcOptions)[number]["value"]; label: string }[];

const oilTypeChoices = [
  { value: "mineral", label: "Mineral oil" },
  { value: "natural-ester", label: "Natural ester" },
  { value: "synthetic-ester", label: "Synthetic ester" },
] as const satisfies readonly { value: (typeof oilTypeOptions)[number]["value"]; label: string }[];

const inhibitionChoices = [
  { value: "uninhibited", label: "Uninhibited" },
  { value: "inhibited", label: "Inhibited" },
] as const satisfies readonly {
  value: (typeof inhibitionOptions)[number]["value"];
  label: string;
}[];

const breathingChoices = [
  { value: "free", label: "Free-breathing" },
  { value: "sealed", label: "Sealed" },
] as const satisfies readonly {
  value: (typeof breathingOptions)[number]["value"];
  label: string;
}[];

const gapChoices = [
  { value: "2.5mm-IEC60156", label: "2.5 mm (IEC 60156)" },
  { value: "other", label: "Another gap or method" },
] as const satisfies readonly {
  value: (typeof electrodeGapOptions)[number]["value"];
  label: string;
}[];

export function OilAnalysisForm({
  values,
  errors,
  onValue,
  onLeave,
  onSubmit,
  onClear,
  earlierRef,
  earlierOpen,
}: Common & {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClear(event: React.MouseEvent<HTMLAnchorElement>): void;
  earlierRef: RefObject<HTMLDetailsElement | null>;
  earlierOpen: boolean;
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
