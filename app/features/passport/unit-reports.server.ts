/**
 * The issued test reports of a unit for its owner: the latest revision of each report issued from
 * the unit's records, and its PDF behind the fleet link. A report is handed out only when its
 * record belongs to that unit of the link's customer; anything else is the fleet's ordinary 404.
 */

import { latestFromRecords, reportsForRecords } from "#app/features/reports/public.server.ts";
import {
  formatReportNumber,
  numberSlug,
  parseReportNumber,
  verifyPath,
} from "#app/features/reports/public.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import type { Database } from "#app/platform/database.server.ts";
import { fleetHeaders, notFound } from "./fleet-headers.server.ts";

export type UnitReport = {
  number: string;
  revision: number;
  status: "issued" | "superseded" | "withdrawn";
  issuedOn: string;
  sampledOn: string;
  verify: string;
  file: string;
  /** A withdrawn report: the day (in India) and the reason. */
  withdrawn: { on: string; reason: string } | null;
};

/** Newest first; `unitBase` is the unit's address under the fleet link. */
export async function unitReports(
  database: Database,
  records: readonly { id: number; sampled_on: string }[],
  unitBase: string,
): Promise<UnitReport[]> {
  const sampled = new Map(records.map((record) => [record.id, record.sampled_on]));
  const rows = await reportsForRecords(database, [...sampled.keys()]);
  return rows
    .filter((row) => row.latest)
    .map((row) => ({
      number: row.number,
      revision: row.revision,
      status: row.status,
      issuedOn: dayInIndia(new Date(row.issuedAt)),
      sampledOn: sampled.get(row.testRecordId) ?? "",
      verify: verifyPath(row.number, row.revision),
      file: `${unitBase}/reports/${numberSlug(row.number)}.pdf`,
      withdrawn: row.withdrawn
        ? { on: dayInIndia(new Date(row.withdrawn.at)), reason: row.withdrawn.reason }
        : null,
    }))
    .toReversed();
}

/**
 * The PDF of `file` ("VPS-TR-2026-000123.pdf", its current revision) if it was issued from a
 * record of unit `unitText` and that unit is the customer's; otherwise a 404.
 */
export async function unitReportFile(
  database: Database,
  customerId: number,
  unitText: string | undefined,
  file: string | undefined,
): Promise<Response> {
  const unitId = parsePositiveInt(unitText) ?? 0;
  const unit =
    unitId > 0
      ? await database.db
          .selectFrom("passport_assets")
          .select(["customer_id", "merged_into"])
          .where("id", "=", unitId)
          .executeTakeFirst()
      : undefined;
  if (!unit || Number(unit.customer_id) !== customerId || unit.merged_into !== null) notFound();
  const records = await database.db
    .selectFrom("passport_test_records")
    .select("id")
    .where("asset_id", "=", unitId)
    .execute();
  const recordIds = records.map((record) => Number(record.id));
  const slug = /^(.+)\.pdf$/.exec(file ?? "")?.[1];
  const parsed = slug ? parseReportNumber(slug) : undefined;
  if (!parsed) notFound();
  const number = formatReportNumber(parsed);
  const found = await latestFromRecords(database, number, recordIds);
  if (!found) notFound();
  if (found.withdrawn)
    return new Response(
      `Report ${number} was withdrawn on ${dayInIndia(new Date(found.withdrawn.at))}: ${found.withdrawn.reason}. Do not rely on it; its verify page (${verifyPath(number, found.revision)}) says the same.`,
      {
        status: 410,
        headers: {
          ...fleetHeaders,
          "Content-Type": "text/plain; charset=utf-8",
          "X-Content-Type-Options": "nosniff",
        },
      },
    );
  const name = `${numberSlug(number)}-revision-${found.revision}.pdf`;
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      ...fleetHeaders,
      "Content-Type": "application/pdf",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
      // The name is built from the parsed number's digits only: nothing to escape.
      "Content-Disposition": `inline; filename="${name}"`,
    },
  });
}
