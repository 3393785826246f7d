/**
 * What the public verify page shows of a report: what the paper itself prints at the top of its
 * results (issuer, date, customer, transformer, results and verdicts), the SHA-256 of each
 * revision's file and its status. Nothing else: no site address, no contact, no staff.
 */

import { longDay } from "#app/lib/calendar-day.ts";
import { company } from "#app/lib/company.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import { formatReportNumber, numberSlug, parseReportNumber } from "./number.ts";
import type { ReportRow } from "./queries.server.ts";
import { verdictLabels } from "./snapshot.ts";
import type { VerifyRevision, VerifyView } from "./verify-types.ts";

const day = (iso: string | null) => (iso ? longDay(dayInIndia(new Date(iso))) : null);

function revisionOf(row: ReportRow): VerifyRevision {
  return {
    revision: row.revision,
    status: row.status,
    issuedOn: day(row.issued_at) ?? "",
    sha256: row.sha256,
    supersededOn: day(row.superseded_at),
    withdrawnOn: day(row.withdrawn_at),
    withdrawnReason: row.withdrawn_reason,
    correction: row.correction,
  };
}

/** The printed number from an address's splat, in either spelling; undefined when malformed. */
export function numberFromPath(splat: string | undefined): string | undefined {
  const parsed = parseReportNumber(decodeURIComponent(splat ?? ""));
  return parsed ? formatReportNumber(parsed) : undefined;
}

export function verifyView(
  rows: ReportRow[],
  revision: number | undefined,
): VerifyView | undefined {
  const latest = rows.at(-1);
  const row = revision === undefined ? latest : rows.find((item) => item.revision === revision);
  if (!latest || !row) return undefined;
  const { snapshot } = row;
  return {
    number: row.number,
    slug: numberSlug(row.number),
    issuer: company.name,
    shown: {
      ...revisionOf(row),
      customerName: snapshot.customer.name,
      make: snapshot.asset.make,
      serialNumber: snapshot.asset.serialNumber,
      testedOn: longDay(snapshot.sample.testedOn),
      results: snapshot.results.map((line, index) => ({
        line: index + 1,
        parameter: line.parameter,
        result: line.unit ? `${line.value} ${line.unit}` : line.value,
        verdict: verdictLabels[line.verdict],
        bad: line.verdict === "not-satisfactory",
      })),
    },
    latest: latest.revision,
    requested: revision !== undefined,
    revisions: rows.map(revisionOf),
  };
}
