/**
 * One test record in the console: the record form filled in to correct it (reports issued from
 * the record are named: they stay as issued), and deleting a record entered by mistake after the
 * page asks again.
 */
import { Form, Link } from "react-router";
import { numberSlug } from "#app/features/reports/public.ts";
import { ConsoleHeading } from "./console-heading.tsx";
import { type RecordAnswer, RecordForm } from "./record-page.tsx";
import { Block, ConsoleForm, linkClass, quietButtonClass } from "./ui.tsx";

type Answer = RecordAnswer & { intent?: string };

export type RecordEditView = {
  asset: { id: number; tag: string; oilType: string };
  customer: { id: number; name: string };
  record: { id: number; sampledOn: string };
  initial: Record<string, string>;
  reports: { number: string; revision: number; status: string }[];
  askDelete: boolean;
};

export function RecordEditPage({
  view,
  csrf,
  answer,
}: {
  view: RecordEditView;
  csrf: string;
  answer?: Answer;
}) {
  const { asset, record, reports } = view;
  const numbers = [...new Set(reports.map((report) => report.number))];
  const edit = answer?.intent === "record" ? answer : undefined;
  const deleting = answer?.intent === "delete" ? answer : undefined;
  const self = `/staff/assets/${asset.id}/records/${record.id}`;
  const asking = (view.askDelete || deleting !== undefined) && numbers.length === 0;
  return (
    <>
      <ConsoleHeading
        customer={view.customer}
        trail={[
          { label: asset.tag, to: `/staff/assets/${asset.id}` },
          { label: `Sample of ${record.sampledOn}` },
        ]}
      >
        Edit the test record of {record.sampledOn}
      </ConsoleHeading>
      {deleting?.errors?.form && numbers.length ? (
        <p
          role="alert"
          className="mt-4 max-w-5xl rounded-md border-2 border-danger-700 bg-danger-100 p-4 text-sm font-semibold text-danger-700"
        >
          {deleting.errors.form}
        </p>
      ) : null}
      {asking ? (
        <Block id="delete-record" title="Delete this record?" className="mt-6 max-w-5xl">
          <ConsoleForm
            csrf={csrf}
            intent="delete"
            state={deleting}
            button="Delete the record"
            action={`${self}?delete`}
          >
            <p className="text-sm font-semibold text-danger-700">
              Delete the sample of {record.sampledOn} from {asset.tag}? Its results leave the
              passport, the unit's condition and due dates are worked out again, and the audit log
              keeps what it held.
            </p>
            <p className="text-sm">
              <Link to={self} className={linkClass}>
                Keep the record
              </Link>
            </p>
          </ConsoleForm>
        </Block>
      ) : null}
      {numbers.length ? (
        <div
          id="issued-reports"
          className="mt-4 max-w-5xl rounded-md border-2 border-amber-500 bg-amber-50 p-4 text-sm"
        >
          <p className="font-semibold">
            {numbers.length === 1 ? "A test report was" : "Test reports were"} issued from this
            record. A correction saved here changes the passport and the charts, not the issued
            report: {numbers.length === 1 ? "it stays" : "they stay"} as issued.
          </p>
          <ul className="mt-2 list-disc pl-5">
            {numbers.map((number) => (
              <li key={number}>
                Report{" "}
                <Link to={`/staff/reports/${numberSlug(number)}`} className={linkClass}>
                  {number}
                </Link>{" "}
                stays as issued; to change it, issue a corrected revision from the report's page.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <RecordForm
        csrf={csrf}
        answer={edit}
        initial={view.initial}
        button="Save the corrected record"
      />
      {asking ? null : (
        <Block id="delete" title="Delete this record" className="mt-6 max-w-5xl">
          {numbers.length ? (
            <p className="text-sm text-steel-700">
              A record a report was issued from cannot be deleted. Correct it above instead.
            </p>
          ) : (
            <Form method="get" action={self}>
              <p className="mb-3 text-sm text-steel-700">
                Only for a record entered by mistake, for example on the wrong unit.
              </p>
              <input type="hidden" name="delete" value="" />
              <button type="submit" className={quietButtonClass}>
                Delete this record…
              </button>
            </Form>
          )}
        </Block>
      )}
    </>
  );
}
