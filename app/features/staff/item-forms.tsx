/**
 * The changes staff make on an item, one small form each (a POST to the page with an `intent`),
 * so each works without JavaScript and a refused one keeps its errors beside its fields.
 */

import { type Answer, Change, type ChangeFormsProps, fieldsOf } from "./change-form.tsx";
import { SelectField, TextAreaField, TextField } from "./console-fields.tsx";
import { describedBy, Panel } from "./console-ui.tsx";
import { enquiryStages, stageLabels } from "./inbox-filters.ts";
import { RequestForms } from "./request-forms.tsx";

export type { Answer } from "./change-form.tsx";

/** An enquiry's stage, with the reason when it is closed (kept on its timeline for staff). */
function StageForm({ state, csrf, answer }: { state: string; csrf: string; answer?: Answer }) {
  const stageForm = fieldsOf(answer, "stage");
  return (
    <Change intent="stage" csrf={csrf} answer={answer} button="Save stage">
      <SelectField
        id="stage"
        label="Stage"
        {...stageForm("stage", state)}
        options={enquiryStages.map((stage) => ({ value: stage, label: stageLabels[stage] }))}
      />
      <TextField
        id="stage-reason"
        label="Reason for closing"
        hint="Needed when the stage is Closed: ordered elsewhere, no longer needed, no reply. Staff only."
        {...stageForm("reason", "")}
        maxLength={500}
      />
    </Change>
  );
}

function NoteForm({ csrf, answer, kind }: { csrf: string; answer?: Answer; kind: string }) {
  const noteForm = fieldsOf(answer, "note");
  const visibility = noteForm("visibility", "internal");
  return (
    <Change intent="note" csrf={csrf} answer={answer} button="Save note">
      <TextAreaField
        id="note-text"
        label="Note"
        {...noteForm("note", "")}
        rows={4}
        maxLength={2000}
      />
      <fieldset {...describedBy("note-visibility", visibility.error, "hint")}>
        <legend className="text-sm font-semibold text-navy-950">Who may read it</legend>
        <p id="note-visibility-hint" className="text-xs text-steel-600">
          {kind === "service-request"
            ? "A visible note appears on the customer's status page."
            : "Enquiries have no status page: mark what you told the customer as visible."}
        </p>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {[
            ["internal", "Internal (staff only)"],
            ["customer", "Visible to the customer"],
          ].map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={visibility.name}
                value={value}
                defaultChecked={visibility.defaultValue === value}
                className="size-4 accent-navy-800"
              />
              {label}
            </label>
          ))}
        </div>
        {visibility.error ? (
          <p id="note-visibility-error" className="text-sm font-medium text-danger-700">
            {visibility.error}
          </p>
        ) : null}
      </fieldset>
    </Change>
  );
}

export function ItemForms({ item, engineers, csrf, answer }: ChangeFormsProps) {
  const held = item.delivery === "held" || item.delivery === "spam";
  return (
    <div className="flex flex-col gap-4">
      {held ? (
        <Panel
          id="release-heading"
          title={item.delivery === "spam" ? "Judged spam" : "Held for review"}
          className="border-amber-800/40"
        >
          <p className="mb-3 text-sm text-steel-800">
            {item.delivery === "spam"
              ? "It looked like a bot's (a hidden field filled in, or sent within seconds of the form appearing), so its e-mails were not sent."
              : "It came without a valid form token (a browser without JavaScript, or a form left open for a day), so its e-mails were not sent."}{" "}
            If a person sent it, release it and its e-mails go out now.
          </p>
          <Change intent="release" csrf={csrf} answer={answer} button="Release and send" />
        </Panel>
      ) : null}
      {item.kind === "enquiry" && item.delivery === "dead" ? (
        <Panel id="retry-heading" title="Delivery failed">
          <p className="mb-3 text-sm text-steel-800">
            Every try to send this enquiry to the company failed. Try again once the mail settings
            are fixed.
          </p>
          <Change intent="retry" csrf={csrf} answer={answer} button="Try the delivery again">
            <input type="hidden" name="message" value="" />
          </Change>
        </Panel>
      ) : null}
      <Panel id="work-heading" title="Update">
        <div className="flex flex-col gap-6">
          {item.kind === "enquiry" ? (
            <StageForm state={item.state} csrf={csrf} answer={answer} />
          ) : (
            <RequestForms item={item} engineers={engineers} csrf={csrf} answer={answer} />
          )}
          <NoteForm csrf={csrf} answer={answer} kind={item.kind} />
        </div>
      </Panel>
    </div>
  );
}
