/** The opening of the page that issues a report: typed by hand, or filled from a test record. */
import { Link } from "react-router";
import type { FromRecord } from "./report-from-record.server.ts";

const link = "font-semibold text-navy-700 underline underline-offset-4";

export function ReportNewIntro({ fromRecord }: { fromRecord: FromRecord | null }) {
  if (!fromRecord)
    return (
      <p className="mt-1 max-w-prose text-sm text-steel-700">
        For a unit tested outside the transformer register. The report gets the next number of the
        year, a PDF with a QR code of its verify page on every page, and its SHA-256.
      </p>
    );
  return (
    <p className="mt-1 max-w-prose text-sm text-steel-700">
      Filled from the test record of{" "}
      <Link to={`/staff/assets/${fromRecord.assetId}`} className={link}>
        {fromRecord.tag}
      </Link>{" "}
      sampled on {fromRecord.sampledOn}: customer, site, nameplate, sample and each result with its
      method standard, limit and verdict as the passport judged it. Check every line against the
      laboratory's sheet before issuing; the report is linked to the record and shows on the
      customer's passport.
    </p>
  );
}
