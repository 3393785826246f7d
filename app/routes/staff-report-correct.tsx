import { Link } from "react-router";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { ReportForm, reportFormProps } from "#app/features/staff/report-form.tsx";
import { correctAction, correctLoader } from "#app/features/staff/report-issue.server.ts";
import type { Route } from "./+types/staff-report-correct";

export function loader({ context, params }: Route.LoaderArgs) {
  return correctLoader(context, params.number);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return correctAction(request, context, params.number);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return consoleMeta(loaderData ? `Correct ${loaderData.number}` : "Correct a report");
}

export default function StaffReportCorrect({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p className="text-sm">
        <Link
          to={`/staff/reports/${loaderData.number.replaceAll("/", "-")}`}
          className="font-semibold text-navy-700 underline underline-offset-4"
        >
          Back to {loaderData.number}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold sm:text-3xl">
        Supersede {loaderData.number} with a correction
      </h1>
      <p className="mt-1 max-w-prose text-sm text-steel-700">
        Revision {loaderData.revision} stays stored as issued and its verify page will say it was
        superseded. Change what was wrong; the new revision is issued under the same number.
      </p>
      {loaderData.record ? (
        <p className="mt-3 max-w-prose rounded-md border-l-4 border-amber-500 bg-amber-100 p-3 text-sm text-navy-950">
          This report was issued from the test record of {loaderData.record.sampledOn} on{" "}
          {loaderData.record.tag}. A correction changes the report only: if a value was wrong in the
          record too, correct it on{" "}
          <Link
            to={`/staff/assets/${loaderData.record.assetId}`}
            className="font-semibold text-navy-700 underline underline-offset-4"
          >
            the unit's page
          </Link>
          , or the customer's unit page and its CSV keep the old value.
        </p>
      ) : null}
      <ReportForm {...reportFormProps(loaderData, actionData)} replaces={loaderData.revision} />
    </>
  );
}
