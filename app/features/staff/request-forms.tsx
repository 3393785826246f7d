/** A service request's changes: status (with the reason for closing), engineer, visit date. */
import { requestStatuses, statusLabels } from "#app/features/service-requests/public.ts";
import { type Answer, Change, errorOf, type FormItem, sentValue } from "./change-form.tsx";
import { controlClass, describedBy, Field } from "./console-ui.tsx";

export function RequestForms({
  item,
  engineers,
  csrf,
  answer,
}: {
  item: FormItem;
  engineers: { id: string; name: string }[];
  csrf: string;
  answer?: Answer;
}) {
  const reasonError = errorOf(answer, "status", "reason");
  const dateError = errorOf(answer, "visit", "visitDate");
  const assigned = engineers.some((engineer) => engineer.id === item.engineerId);
  return (
    <>
      <Change intent="status" csrf={csrf} answer={answer} button="Save status">
        <Field id="status-select" label="Status">
          <select
            id="status-select"
            name="status"
            defaultValue={sentValue(answer, "status", "status") ?? item.state}
            className={controlClass}
          >
            {requestStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="close-reason"
          label="Reason for closing"
          hint="Needed when the status is Closed; the customer sees it."
          error={reasonError}
        >
          <input
            id="close-reason"
            name="reason"
            maxLength={500}
            defaultValue={sentValue(answer, "status", "reason") ?? item.closeReason ?? ""}
            className={controlClass}
            {...describedBy("close-reason", reasonError, "hint")}
          />
        </Field>
      </Change>
      <Change intent="assign" csrf={csrf} answer={answer} button="Save engineer">
        <Field id="engineer" label="Engineer" hint="Active staff accounts">
          <select
            id="engineer"
            name="engineer"
            defaultValue={item.engineerId ?? ""}
            className={controlClass}
            {...describedBy("engineer", undefined, "hint")}
          >
            <option value="">Nobody yet</option>
            {item.engineerId && !assigned ? (
              <option value={item.engineerId}>A disabled account</option>
            ) : null}
            {engineers.map((engineer) => (
              <option key={engineer.id} value={engineer.id}>
                {engineer.name}
              </option>
            ))}
          </select>
        </Field>
      </Change>
      <Change intent="visit" csrf={csrf} answer={answer} button="Save visit date">
        <Field
          id="visit-date"
          label="Visit date"
          hint="Setting a date moves the request to Scheduled."
          error={dateError}
        >
          <input
            id="visit-date"
            name="visitDate"
            type="date"
            defaultValue={sentValue(answer, "visit", "visitDate") ?? item.visitDate ?? ""}
            className={controlClass}
            {...describedBy("visit-date", dateError, "hint")}
          />
        </Field>
      </Change>
    </>
  );
}
