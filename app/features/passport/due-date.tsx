/** A due date as the customer's pages show it: flagged "(overdue)" once the day has passed. */
import { isOverdue } from "./due.ts";

export function DueDate({ dueOn, today }: { dueOn: string; today: string }) {
  return (
    <>
      {dueOn}
      {isOverdue(dueOn, today) ? (
        <strong className="font-semibold text-danger-700"> (overdue)</strong>
      ) : null}
    </>
  );
}
