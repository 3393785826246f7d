/** The five fieldsets of the service request form, which are also the steps of the stepper. */
import { type ComponentType, memo, Suspense } from "react";
import { Link } from "react-router";
import { statesAndUnionTerritories } from "#app/lib/indian-states.ts";
import { errorProps, FieldError, FormField, fieldRows, inputClass } from "#app/ui/form-field.tsx";
import { HydrationGate } from "./hydration-gate.ts";
import {
  coolingOptions,
  ratingUnitOptions,
  type StepId,
  symptomOptions,
  urgencyOptions,
  yesNoOptions,
} from "./options.ts";
import { acceptedPhotoTypes } from "./photo-limits.ts";
import {
  ChoiceGroup,
  type Errors,
  fieldId,
  SelectControl,
  TextControl,
  type Values,
} from "./request-controls.tsx";
import { photoHint, type TextFieldName, type TextSpec, textFields } from "./request-fields.ts";

type StepProps = { values: Values; errors: Errors; today: string };

const stateOptions = statesAndUnionTerritories.map((state) => ({ value: state, label: state }));

/** A text control described in request-fields.ts, with `extra` props on top. */
function Text({
  name,
  props,
  ...extra
}: { name: TextFieldName; props: StepProps } & Partial<TextSpec> & {
    className?: string;
    min?: string;
  }) {
  return (
    <TextControl
      name={name}
      {...textFields[name]}
      {...extra}
      values={props.values}
      errors={props.errors}
    />
  );
}

export function UrgencyStep(props: StepProps) {
  return (
    <>
      <ChoiceGroup
        name="urgency"
        label="When do you need us?"
        options={urgencyOptions}
        {...props}
      />
      <Text name="preferredDate" props={props} min={props.today} className="sm:max-w-xs" />
    </>
  );
}

export function AssetStep(props: StepProps) {
  const year = `4 digits, 1940 to ${props.today.slice(0, 4)}`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Text name="make" props={props} className="sm:col-span-2" />
      <div className={`${fieldRows} grid-cols-[1fr_7rem] gap-x-3`}>
        <Text name="rating" props={props} />
        <SelectControl name="ratingUnit" label="Unit" options={ratingUnitOptions} {...props} />
      </div>
      <SelectControl name="cooling" label="Cooling" options={coolingOptions} {...props} />
      <Text name="hvKv" props={props} />
      <Text name="lvKv" props={props} />
      <Text name="serialNumber" props={props} />
      <Text name="yearOfManufacture" props={props} hint={year} />
      <ChoiceGroup
        name="oltc"
        label="On-load tap changer (OLTC)?"
        options={yesNoOptions}
        columns="grid-cols-2"
        {...props}
      />
      <Text name="oltcMake" props={props} />
    </div>
  );
}

export function SymptomsStep(props: StepProps) {
  const photoId = fieldId("photos");
  return (
    <>
      <ChoiceGroup
        name="symptoms"
        label="What have you seen? Choose all that apply."
        options={symptomOptions}
        multiple
        columns="sm:grid-cols-2"
        {...props}
      />
      <Text name="symptomOther" props={props} />
      <Text name="description" props={props} />
      <FormField id={photoId} label="Photos" optional hint={photoHint} error={props.errors.photos}>
        <input
          id={photoId}
          name="photos"
          type="file"
          multiple
          accept={acceptedPhotoTypes.join(",")}
          className={inputClass}
          {...errorProps(photoId, props.errors.photos, photoHint)}
        />
      </FormField>
    </>
  );
}

export function SiteStep(props: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Text name="company" props={props} className="sm:col-span-2" />
      <Text name="address" props={props} className="sm:col-span-2" />
      <SelectControl
        name="state"
        label="State or union territory"
        options={stateOptions}
        {...props}
      />
      <Text name="pin" props={props} />
      <Text name="accessNotes" props={props} className="sm:col-span-2" />
    </div>
  );
}

export function ContactStep(props: StepProps) {
  const consentId = fieldId("consent");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Text name="name" props={props} />
      <Text name="designation" props={props} />
      <Text name="mobile" props={props} />
      <Text name="email" props={props} />
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3 text-navy-950" htmlFor={consentId}>
          <input
            id={consentId}
            type="checkbox"
            name="consent"
            value="on"
            defaultChecked={props.values.consent === "on"}
            className="mt-1 size-4 shrink-0 accent-navy-800"
            {...errorProps(consentId, props.errors.consent)}
          />
          <span>
            I agree that these details are used to answer this request, as the{" "}
            {/* No route discovery: see hydration-gate.ts, "What keeps the gate shut". */}
            <Link discover="none" to="/privacy" className="font-semibold text-navy-700 underline">
              privacy notice
            </Link>{" "}
            describes.
          </span>
        </label>
        <FieldError id={consentId} error={props.errors.consent} />
      </div>
    </div>
  );
}

/**
 * A step's fields as the form shows them (issue 27): a Suspense boundary, so that React hydrates
 * each step in a task of its own and yields in between, memoised with the boundary. After
 * hydration the form renders again as it becomes a stepper and as its token and key arrive;
 * none of that changes a step's props, so the five steps' hundred-odd elements are not rendered
 * a second time then. A `gated` step waits for the visitor's first touch of the page before it
 * hydrates (hydration-gate.ts).
 */
function asStep(Fields: ComponentType<StepProps>, gated = false): ComponentType<StepProps> {
  return memo(function Step(props: StepProps) {
    return (
      <Suspense>
        {gated ? <HydrationGate /> : null}
        <Fields {...props} />
      </Suspense>
    );
  });
}

/** The component of each step, by its id: the steps after the first hydrate on first touch. */
export const stepComponents: Record<StepId, ComponentType<StepProps>> = {
  urgency: asStep(UrgencyStep),
  asset: asStep(AssetStep, true),
  symptoms: asStep(SymptomsStep, true),
  site: asStep(SiteStep, true),
  contact: asStep(ContactStep, true),
};
