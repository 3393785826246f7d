/** One unit in the console: its condition, records, due dates, files and the changes to make. */
import { Fragment } from "react";
import { Link } from "react-router";
import { numberSlug } from "#app/features/reports/public.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { AssetFields, assetLabels } from "./asset-fields.tsx";
import { AssetForms, type AssetFormsView } from "./asset-forms.tsx";
import { ConditionBadge } from "./condition-badge.tsx";
import { DueDate } from "./due-date.tsx";
import { labelOf, type Option, samplePoints, testTypes } from "./options.ts";
import { Block, ConsoleForm, DetailColumns, type FormState, linkClass } from "./ui.tsx";

export type AssetPageView = AssetFormsView & {
  asset: Record<string, string | number | null> & { id: number; tag: string; customer_id: number };
  customer: { id: number; name: string };
  sites: Option[];
  judgement: { condition: string; label: string; reason: string };
  records: {
    id: number;
    sampledOn: string;
    samplePoint: string;
    laboratory: string | null;
    summary: string;
    reports: { number: string; revision: number; status: string }[];
  }[];
  due: { testType: string; lastOn: string | null; dueOn: string }[];
  /** Today in India, to flag a test past its due date. */
  today: string;
  done: string | null;
};

export type AssetAnswer = FormState & { intent?: string };

export function AssetPage({
  view,
  csrf,
  answer,
}: {
  view: AssetPageView;
  csrf: string;
  answer?: AssetAnswer;
}) {
  const { asset } = view;
  const details = answer?.intent === "details" ? answer : undefined;
  return (
    <>
      <Breadcrumb
        items={[
          { label: "Customers", to: "/staff/customers" },
          { label: view.customer.name, to: `/staff/customers/${view.customer.id}` },
          { label: asset.tag },
        ]}
      />
      <h1 className="mt-3 text-2xl font-semibold sm:text-3xl">{asset.tag}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-steel-700">
        <ConditionBadge condition={view.records.length ? view.judgement.condition : null} />
        <span>{view.judgement.reason}</span>
      </p>
      {asset.merged_into ? (
        <p className="mt-2 text-sm font-semibold">
          Merged into{" "}
          <Link to={`/staff/assets/${asset.merged_into}`} className={linkClass}>
            unit {asset.merged_into}
          </Link>
          : its records are there.
        </p>
      ) : null}
      <DetailColumns
        done={view.done}
        side={asset.merged_into ? null : <AssetForms view={view} csrf={csrf} answer={answer} />}
      >
        <Block id="records" title="Test records">
          <p className="text-sm" hidden={asset.merged_into !== null}>
            <Link to={`/staff/assets/${asset.id}/records/new`} className={linkClass}>
              Add a test record
            </Link>{" "}
            ·{" "}
            <Link to={`/staff/assets/${asset.id}/import`} className={linkClass}>
              Import laboratory results from a CSV or XLSX file
            </Link>
          </p>
          {view.records.length === 0 ? (
            <p className="mt-3 text-sm text-steel-700">No tests recorded yet.</p>
          ) : (
            // Below 640 px each record is a card (data-table, app/print-and-tables.css).
            <div className="mt-3">
              <table className="data-table w-full text-left text-sm max-sm:[&_tbody>tr]:mb-3 max-sm:[&_tbody>tr]:rounded-card max-sm:[&_tbody>tr]:border max-sm:[&_tbody>tr]:border-steel-200">
                <caption className="sr-only">Test records, newest first</caption>
                <thead className="text-steel-700">
                  {/* The short columns keep their words on one line from 640 px; Results takes
                      the width left and wraps. */}
                  <ColumnHeads
                    className="py-2 pr-3 whitespace-nowrap"
                    columns={[
                      "Sampled",
                      "Sample point",
                      "Laboratory",
                      { label: "Results", className: "py-2 pr-3" },
                      { label: "Test reports", className: "py-2 whitespace-nowrap" },
                    ]}
                  />
                </thead>
                <tbody>
                  {view.records.toReversed().map((record) => (
                    <tr key={record.id} className="border-t border-steel-200 align-top">
                      <th
                        scope="row"
                        className="py-2 pr-3 font-semibold whitespace-nowrap text-navy-950"
                      >
                        {record.sampledOn}
                        <Link
                          to={`/staff/assets/${asset.id}/records/${record.id}`}
                          className={`${linkClass} block font-normal`}
                          aria-label={`Edit record of ${record.sampledOn}`}
                        >
                          Edit record
                        </Link>
                      </th>
                      <td data-label="Sample point" className="py-2 pr-3 sm:whitespace-nowrap">
                        {labelOf(samplePoints, record.samplePoint)}
                      </td>
                      <td data-label="Laboratory" className="py-2 pr-3 sm:whitespace-nowrap">
                        {record.laboratory ?? "—"}
                      </td>
                      <td data-label="Results" data-wide="" className="py-2 pr-3">
                        {record.summary}
                      </td>
                      <td
                        data-label="Test reports"
                        data-wide=""
                        className="py-2 sm:whitespace-nowrap"
                      >
                        <RecordReports record={record} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Block>
        <Block id="due" title="Due next">
          {view.due.length === 0 ? (
            <p className="text-sm text-steel-700">
              Nothing has a due date: the unit is retired or every test is at shutdowns.
            </p>
          ) : (
            <ul className="text-sm">
              {view.due.map((row) => (
                <li key={row.testType}>
                  {labelOf(testTypes, row.testType)}: due{" "}
                  <DueDate dueOn={row.dueOn} today={view.today} />
                  {row.lastOn ? ` (last ${row.lastOn})` : " (never tested)"}
                </li>
              ))}
            </ul>
          )}
        </Block>
        <Block id="unit-details" title="Nameplate and service details">
          <ConsoleForm
            csrf={csrf}
            intent="details"
            state={details}
            labels={assetLabels}
            button="Save the details"
          >
            <AssetFields state={details} initial={asset} sites={view.sites} />
          </ConsoleForm>
        </Block>
      </DetailColumns>
    </>
  );
}

/** The reports issued from one record, each revision with its status, and a link to issue one. */
function RecordReports({ record }: { record: AssetPageView["records"][number] }) {
  return (
    <>
      {record.reports.length ? (
        <ul className="mb-1">
          {record.reports.map((report) => (
            <li key={`${report.number}-${report.revision}`} className="mb-1">
              <Link to={`/staff/reports/${numberSlug(report.number)}`} className={linkClass}>
                {/* A break opportunity after each slash: a narrow column wraps the number there. */}
                {report.number.split("/").map((part, index) => (
                  <Fragment key={part + String(index)}>
                    {index > 0 ? (
                      <>
                        /<wbr />
                      </>
                    ) : null}
                    {part}
                  </Fragment>
                ))}
              </Link>{" "}
              <span className="block text-steel-700 lg:inline">
                rev. {report.revision}, {report.status}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={`/staff/reports/new?record=${record.id}`}
        className={linkClass}
        aria-label={`Issue report from the sample of ${record.sampledOn}`}
      >
        Issue report
      </Link>
    </>
  );
}
