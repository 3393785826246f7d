/** A service request's changes: status (with the reason for closing), engineer, visit date. */
import { requestStatuses, statusLabels } from "#app/features/service-requests/public.ts";
import { Change, type ChangeFormsProps, fieldsOf } from "./change-form.tsx";
import { SelectField, TextField } from "./console-fields.tsx";

export function RequestForms({ item, engineers, csrf, answer }: ChangeFormsProps) {
  const statusForm = fieldsOf(answer, "status");
  const visitForm = fieldsOf(answer, "visit");
  const assigned = engineers.some((engineer) => engineer.id === item.engineerId);
  return (
    <>
      <Change intent="status" csrf={csrf} answer={answer} button="Save status">
        <SelectField
          id="status-select"
          label="Status"
          {...statusForm("status", item.state)}
          options={requestStatuses.map((status) => ({
            value: status,
            label: statusLabels[status],
          }))}
        />
        <TextField
          id="close-reason"
          label="Reason for closing"
          hint="Needed when the status is Closed; the customer sees it."
          {...statusForm("reason", item.closeReason ?? "")}
          maxLength={500}
        />
      </Change>
      <Change intent="assign" csrf={csrf} answer={answer} button="Save engineer">
        <SelectField
          id="engineer"
          label="Engineer"
          hint="Active staff accounts"
          defaultValue={item.engineerId ?? ""}
          blank="Nobody yet"
          options={[
            ...(item.engineerId && !assigned
              ? [{ value: item.engineerId, label: "A disabled account" }]
              : []),
            ...engineers.map((engineer) => ({ value: engineer.id, label: engineer.name })),
          ]}
        />
      </Change>
      <Change intent="visit" csrf={csrf} answer={answer} button="Save visit date">
        <TextField
          id="visit-date"
          label="Visit date"
          hint="Setting a date moves the request to Scheduled."
          {...visitForm("visitDate", item.visitDate ?? "")}
          type="date"
        />
      </Change>
    </>
  );
}
