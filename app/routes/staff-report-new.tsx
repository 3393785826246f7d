import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { ReportForm } from "#app/features/staff/report-form.tsx";
import { newReportAction, newReportLoader } from "#app/features/staff/report-issue.server.ts";
import type { Route } from "./+types/staff-report-new";

export function loader({ context }: Route.LoaderArgs) {
  return newReportLoader(context);
}

export function action({ request, context }: Route.ActionArgs) {
  return newReportAction(request, context);
}

export function meta() {
  return consoleMeta("Issue a test report");
}

export default function StaffReportNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Issue a test report</h1>
      <p className="mt-1 max-w-prose text-sm text-steel-700">
        For a unit tested outside the transformer register. The report gets the next number of the
        year, a PDF with a QR code of its verify page on every page, and its SHA-256.
      </p>
      <ReportForm
        csrf={loaderData.csrf}
        people={loaderData.people}
        values={actionData?.values ?? loaderData.values}
        fieldErrors={actionData?.fieldErrors ?? loaderData.fieldErrors}
      />
    </>
  );
}
