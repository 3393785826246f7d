import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import { ReportForm, reportFormProps } from "#app/features/staff/report-form.tsx";
import { newReportAction, newReportLoader } from "#app/features/staff/report-issue.server.ts";
import { ReportNewIntro } from "#app/features/staff/report-new-intro.tsx";
import type { Route } from "./+types/staff-report-new";

export function loader({ request, context }: Route.LoaderArgs) {
  return newReportLoader(context, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return newReportAction(request, context);
}

export function meta() {
  return consoleMeta("Issue a test report");
}

export default function StaffReportNew({ loaderData, actionData }: Route.ComponentProps) {
  const fromRecord = actionData?.fromRecord ?? loaderData.fromRecord;
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Issue a test report</h1>
      <ReportNewIntro fromRecord={fromRecord} />
      <ReportForm {...reportFormProps(loaderData, actionData)} fromRecord={fromRecord} />
    </>
  );
}
