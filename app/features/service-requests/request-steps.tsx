/** The five fieldsets of the service request form, which are also the steps of the stepper. */
import { Link } from "react-router";
import { errorProps, inputClass } from "~/ui/form-field";
import { statesAndUnionTerritories } from "./indian-states";
import {
  coolingOptions,
  ratingUnitOptions,
  symptomOptions,
  urgencyOptions,
  yesNoOptions,
} from "./options";
import { acceptedPhotoTypes, photoLimits } from "./photo-limits";
import {
  ChoiceGroup,
  type Errors,
  fieldId,
  SelectControl,
  TextControl,
  type Values,
} from "./request-controls";
import { bounds, limits } from "./schema";

type StepProps = { values: Values; errors: Errors; today: string };

const stateOptions = statesAndUnionTerritories.map((state) => ({ value: state, label: state }));

export function UrgencyStep({ values, errors, today }: StepProps) {
  return (
    <>
      <ChoiceGroup
        name="urgency"
        label="When do you need us?"
        options={urgencyOptions}
        {...{ values, errors }}
      />
      <TextControl
        name="preferredDate"
        label="Preferred date of the visit"
        hint="Only for planned work, such as a shutdown you have already fixed."
        type="date"
        min={today}
        optional
        className="sm:max-w-xs"
        {...{ values, errors }}
      />
    </>
  );
}

export function AssetStep({ values, errors, today }: StepProps) {
  const common = { values, errors };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextControl
        name="make"
        label="Make"
        hint="As on the nameplate, for example CG Power, Voltamp, ABB"
        maxLength={limits.make}
        className="sm:col-span-2"
        {...common}
      />
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <TextControl name="rating" label="Rating" inputMode="decimal" {...common} />
        <SelectControl name="ratingUnit" label="Unit" options={ratingUnitOptions} {...common} />
      </div>
      <SelectControl name="cooling" label="Cooling" options={coolingOptions} {...common} />
      <TextControl
        name="hvKv"
        label="HV voltage (kV)"
        hint={`Line voltage of the HV winding, ${bounds.hvKv.min} to ${bounds.hvKv.max} kV`}
        inputMode="decimal"
        {...common}
      />
      <TextControl
        name="lvKv"
        label="LV voltage (kV)"
        hint="For example 0.433 for a 433 V distribution transformer"
        inputMode="decimal"
        {...common}
      />
      <TextControl
        name="serialNumber"
        label="Serial number"
        maxLength={limits.serialNumber}
        optional
        {...common}
      />
      <TextControl
        name="yearOfManufacture"
        label="Year of manufacture"
        inputMode="numeric"
        maxLength={4}
        hint={`4 digits, 1940 to ${today.slice(0, 4)}`}
        optional
        {...common}
      />
      <ChoiceGroup
        name="oltc"
        label="On-load tap changer (OLTC)?"
        options={yesNoOptions}
        columns="grid-cols-2"
        {...common}
      />
      <TextControl
        name="oltcMake"
        label="OLTC make"
        hint="If it has one, for example MR or Easun MR"
        maxLength={limits.oltcMake}
        optional
        {...common}
      />
    </div>
  );
}

export function SymptomsStep({ values, errors }: StepProps) {
  const common = { values, errors };
  const photoId = fieldId("photos");
  const photoHint = `Up to ${photoLimits.count} pictures of the nameplate or the fault, JPEG, PNG or WebP, 5 MB each. We remove location and camera data from them.`;
  return (
    <>
      <ChoiceGroup
        name="symptoms"
        label="What have you seen? Choose all that apply."
        options={symptomOptions}
        multiple
        columns="sm:grid-cols-2"
        {...common}
      />
      <TextControl
        name="symptomOther"
        label="If something else, what?"
        maxLength={limits.symptomOther}
        optional
        {...common}
      />
      <TextControl
        name="description"
        label="Description"
        hint="Relay flags, times, recent oil test or DGA results, anything the engineer should know."
        rows={5}
        maxLength={limits.description}
        optional
        {...common}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={photoId} className="text-sm font-semibold text-navy-950">
          Photos <span className="font-normal text-steel-600">(optional)</span>
        </label>
        <p id={`${photoId}-hint`} className="-mt-1 text-sm text-steel-600">
          {photoHint}
        </p>
        <input
          id={photoId}
          name="photos"
          type="file"
          multiple
          accept={acceptedPhotoTypes.join(",")}
          className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-navy-800 file:px-3 file:py-1.5 file:font-semibold file:text-white`}
          {...errorProps(photoId, errors.photos, photoHint)}
        />
        {errors.photos ? (
          <p id={`${photoId}-error`} className="text-sm font-medium text-danger-700">
            {errors.photos}
          </p>
        ) : null}
      </div>
    </>
  );
}

export function SiteStep({ values, errors }: StepProps) {
  const common = { values, errors };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextControl
        name="company"
        label="Company or plant"
        maxLength={limits.company}
        autoComplete="organization"
        className="sm:col-span-2"
        {...common}
      />
      <TextControl
        name="address"
        label="Site address"
        rows={3}
        maxLength={limits.address}
        className="sm:col-span-2"
        {...common}
      />
      <SelectControl
        name="state"
        label="State or union territory"
        options={stateOptions}
        {...common}
      />
      <TextControl
        name="pin"
        label="PIN code"
        inputMode="numeric"
        maxLength={7}
        autoComplete="postal-code"
        {...common}
      />
      <TextControl
        name="accessNotes"
        label="Access notes"
        hint="Gate passes, work permits, PPE rules, shutdown windows, who meets the engineer."
        rows={3}
        maxLength={limits.accessNotes}
        optional
        className="sm:col-span-2"
        {...common}
      />
    </div>
  );
}

export function ContactStep({ values, errors }: StepProps) {
  const common = { values, errors };
  const consentId = fieldId("consent");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextControl
        name="name"
        label="Your name"
        maxLength={limits.name}
        autoComplete="name"
        {...common}
      />
      <TextControl
        name="designation"
        label="Designation"
        maxLength={limits.designation}
        autoComplete="organization-title"
        optional
        {...common}
      />
      <TextControl
        name="mobile"
        label="Mobile"
        hint="10 digits; the engineer calls this number"
        type="tel"
        inputMode="tel"
        maxLength={limits.mobile}
        autoComplete="tel-national"
        {...common}
      />
      <TextControl
        name="email"
        label="E-mail"
        type="email"
        maxLength={limits.email}
        autoComplete="email"
        {...common}
      />
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3 text-navy-950" htmlFor={consentId}>
          <input
            id={consentId}
            type="checkbox"
            name="consent"
            value="on"
            defaultChecked={values.consent === "on"}
            className="mt-1 size-4 shrink-0 accent-navy-800"
            {...errorProps(consentId, errors.consent)}
          />
          <span>
            I agree that these details are used to answer this request, as the{" "}
            <Link to="/privacy" className="font-semibold text-navy-700 underline">
              privacy notice
            </Link>{" "}
            describes.
          </span>
        </label>
        {errors.consent ? (
          <p id={`${consentId}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
            {errors.consent}
          </p>
        ) : null}
      </div>
    </div>
  );
}
