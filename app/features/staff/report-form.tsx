/**
 * The form staff fill in to issue a report (or a correction): customer and site, transformer,
 * sample, result lines, remarks, who tested and who approved. Errors come back from the action
 * tied to their fields; the field names are the snapshot's paths (app/features/reports).
 */
import { useEffect } from "react";
import { Form } from "react-router";
import {
  fieldId,
  maxResults,
  reportLimits,
  resultLineCount,
} from "#app/features/reports/public.ts";
import { ErrorSummary } from "#app/ui/error-summary.tsx";
import { TextAreaField } from "./console-fields.tsx";
import { buttonClass, CsrfField } from "./console-ui.tsx";
import { Approver, Person, type ReportFormProps, ResultLine, Text } from "./report-form-fields.tsx";
import { detailGroups, reportSummaryErrors } from "./report-form-groups.ts";

/** The form's result lines: the default twelve, or every line a test record filled (up to 24). */
function lineNumbers(props: ReportFormProps): number[] {
  return Array.from({ length: resultLineCount(props.values) }, (_, line) => line);
}

const section = "rounded-card border border-steel-200 bg-white p-4 sm:p-5";
const legend = "px-1 text-lg font-semibold";

type Loaded = Pick<ReportFormProps, "csrf" | "people" | "approver" | "values" | "fieldErrors">;

/** The form's props from its route's loader data, and the action's answer after a refusal. */
export function reportFormProps(
  loaderData: Loaded,
  actionData?: Pick<ReportFormProps, "values" | "fieldErrors">,
): Loaded {
  return {
    csrf: loaderData.csrf,
    people: loaderData.people,
    approver: loaderData.approver,
    values: actionData?.values ?? loaderData.values,
    fieldErrors: actionData?.fieldErrors ?? loaderData.fieldErrors,
  };
}

const summaryId = "report-errors";

const summaryCount = (count: number) =>
  count === 1 ? "one field needs your attention." : `${count} fields need your attention.`;

export function ReportForm(props: ReportFormProps) {
  const errors = reportSummaryErrors(props.fieldErrors, fieldId);
  // A refused post leaves the page where the button was, some thousands of pixels down: the
  // summary takes the focus, and a screen reader reads it.
  useEffect(() => {
    if (Object.keys(props.fieldErrors).length > 0) document.getElementById(summaryId)?.focus();
  }, [props.fieldErrors]);
  return (
    <Form method="post" className="mt-5 flex flex-col gap-5" noValidate>
      <CsrfField token={props.csrf} />
      {props.fromRecord ? (
        <input type="hidden" name="record" value={props.fromRecord.recordId} />
      ) : null}
      {props.fromRecord?.toFill.length && errors.length === 0 ? (
        <p className="rounded-card border border-amber-800/40 bg-amber-100 p-3 text-sm font-medium text-amber-900">
          The record and its unit do not give {props.fromRecord.toFill.join(", ")}: fill{" "}
          {props.fromRecord.toFill.length === 1 ? "it" : "them"} in before issuing the report.
        </p>
      ) : null}
      <ErrorSummary
        id={summaryId}
        formError={
          errors.length === 0 ? undefined : `Nothing was issued: ${summaryCount(errors.length)}`
        }
        errors={errors}
      />
      {props.replaces ? <input type="hidden" name="replaces" value={props.replaces} /> : null}
      {props.replaces ? (
        <fieldset className={section}>
          <legend className={legend}>Correction</legend>
          <Text
            name="correction"
            label={`What this revision corrects in revision ${props.replaces}`}
            hint="Printed on the new revision, e.g. “Water content was typed as 42 mg/kg; the measured value is 24 mg/kg.”"
            max={reportLimits.reason}
            props={props}
          />
        </fieldset>
      ) : null}
      {detailGroups.map((group) => (
        <fieldset key={group.legend} className={`${section} grid gap-4 ${group.columns}`}>
          <legend className={legend}>{group.legend}</legend>
          {group.fields.map((field) => (
            <Text key={field.name} {...field} props={props} />
          ))}
        </fieldset>
      ))}
      <fieldset className={section}>
        <legend className={legend}>Results</legend>
        <p className="text-sm text-steel-700">
          One line per parameter; lines left blank are not printed. Give the method standard and the
          limit with the standard, edition and table it comes from (for oil in service, IEC 60422
          and its category of equipment).
        </p>
        {props.fromRecord?.leftOut.length ? (
          <p className="mt-2 text-sm font-medium text-steel-900">
            A report holds at most {maxResults} results, so these recorded ones are left out (the
            judged ones are kept): {props.fromRecord.leftOut.join("; ")}. Issue a second report for
            them if the customer needs them on paper.
          </p>
        ) : null}
        {lineNumbers(props).map((line) => (
          <ResultLine key={line} line={line} props={props} />
        ))}
      </fieldset>
      <fieldset className={`${section} grid gap-4 sm:grid-cols-2`}>
        <legend className={legend}>Remarks and authorisation</legend>
        <TextAreaField
          id={fieldId("remarks")}
          name="remarks"
          label="Remarks (optional)"
          error={props.fieldErrors.remarks}
          className="sm:col-span-2"
          rows={4}
          maxLength={reportLimits.remarks}
          defaultValue={props.values.remarks ?? ""}
        />
        <Person name="testedBy" label="Tested by" props={props} />
        <Approver props={props} />
      </fieldset>
      <div>
        <button type="submit" className={buttonClass.primary}>
          {props.replaces ? "Issue the corrected revision" : "Issue the report"}
        </button>
        <p className="mt-2 text-sm text-steel-700">
          The PDF is made and stored once; it cannot be edited afterwards, only corrected by a new
          revision or withdrawn.
        </p>
      </div>
    </Form>
  );
}
