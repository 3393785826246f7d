/**
 * A service request's response clock, plan and caller on its page: each target's state in words
 * and colour, the plan that sets the targets (attached here by hand when the caller was not
 * matched), the caller's phone and e-mail as links, and other items from the same caller.
 */
import { Link } from "react-router";
import { planIds } from "#app/features/service-plans/public.ts";
import { type Answer, Change, fieldsOf } from "./change-form.tsx";
import { SelectField, TextField } from "./console-fields.tsx";
import { Badge, Panel } from "./console-ui.tsx";
import type { DeskView } from "./desk-view.ts";

const agoTone = {
  good: "text-success-700",
  info: "text-navy-800",
  warn: "text-amber-800",
  bad: "text-danger-700",
};

const planNames: Record<string, string> = {
  essential: "Essential",
  assured: "Assured",
  critical: "Critical",
};

export function ResponsePanel({
  view,
  ago,
  csrf,
  answer,
}: {
  view: DeskView;
  ago: string;
  csrf: string;
  answer?: Answer;
}) {
  const planForm = fieldsOf(answer, "plan");
  const customer = planForm("customer", view.customer);
  return (
    <Panel id="clock-heading" title="Response clock">
      <p className="text-sm text-steel-700">
        <span className={`font-semibold ${agoTone[view.clock[0]?.tone ?? "info"]}`}>{ago}</span> ·{" "}
        {view.planLabel}
      </p>
      <p className="mt-1 text-sm text-steel-700">{view.targetText}</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Targets">
        {view.clock.map((part) => (
          <li key={part.label}>
            <Badge tone={part.tone}>{part.text}</Badge>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold text-navy-950">Phone</dt>
        <dd>
          <a href={`tel:${view.phone.replace(/[^\d+]/g, "")}`} className="text-navy-700 underline">
            {view.phone}
          </a>
        </dd>
        <dt className="font-semibold text-navy-950">E-mail</dt>
        <dd className="break-all">
          <a href={`mailto:${view.email}`} className="text-navy-700 underline">
            {view.email}
          </a>
        </dd>
      </dl>
      {view.duplicates.length > 0 ? (
        <div className="mt-4 rounded-md border border-amber-800/40 bg-amber-100 p-3 text-sm text-amber-900">
          <p className="font-semibold">
            The same phone or e-mail sent{" "}
            {view.duplicates.length === 1
              ? "another item"
              : `${view.duplicates.length} other items`}{" "}
            within 24 hours:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {view.duplicates.map((item) => (
              <li key={item.reference}>
                <Link
                  to={`/staff/items/${item.kind}/${encodeURIComponent(item.reference)}`}
                  className="font-semibold underline"
                >
                  {item.reference}
                </Link>{" "}
                ({item.kind === "enquiry" ? "enquiry" : "service request"}, received {item.received}
                )
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <details className="mt-4" open={Boolean(customer.error)}>
        <summary className="cursor-pointer text-sm font-semibold text-navy-700">
          {view.attachedByStaff ? "Change the plan" : "Attach a plan by hand"}
        </summary>
        <div className="mt-3">
          <Change intent="plan" csrf={csrf} answer={answer} button="Save plan">
            <SelectField
              id="plan-select"
              label="Plan"
              {...planForm("plan", view.plan)}
              blank="No plan (match by e-mail or phone)"
              options={[
                ...planIds.map((id) => ({ value: id, label: planNames[id] ?? id })),
                // Anyone can type a plan customer's e-mail domain or phone: staff may say so.
                { value: "none", label: "Not a plan customer's request" },
              ]}
            />
            <TextField id="plan-customer" label="Customer's name" {...customer} maxLength={120} />
          </Change>
        </div>
      </details>
    </Panel>
  );
}
