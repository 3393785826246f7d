/** The fleet and one unit's history as CSV files, every cell neutralised for spreadsheets. */
import { csvDocument } from "#app/lib/csv.ts";
import { isOverdue } from "./due.ts";
import type { FleetData } from "./fleet.server.ts";
import { fleetHeaders } from "./fleet.server.ts";
import { labelOf, samplePoints, testsWords } from "./options.ts";
import { parameters } from "./parameters.ts";
import type { LoadedRecord } from "./state.server.ts";

const conditionWords: Record<string, string> = {
  normal: "Normal",
  watch: "Watch",
  "act-soon": "Act soon",
  "act-now": "Act now",
  "not-judged": "Not judged",
};

function csvResponse(text: string, name: string) {
  // The byte order mark lets spreadsheet programs read the file as UTF-8 (µL/L, Ω, ₂).
  return new Response(`\uFEFF${text}`, {
    headers: {
      ...fleetHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
    },
  });
}

export function fleetCsv(fleet: FleetData) {
  const text = csvDocument(
    [
      "Unit",
      "Site",
      "Description",
      "Condition",
      "Reason",
      "Last test",
      "Due next",
      "Due by",
      "Overdue",
    ],
    fleet.units.map((unit) => [
      unit.tag,
      unit.site ?? "",
      unit.description,
      unit.condition ? (conditionWords[unit.condition] ?? unit.condition) : "No tests yet",
      unit.reason ?? "",
      unit.lastTested ?? "",
      unit.next ? testsWords(unit.next.testTypes) : "",
      unit.next?.dueOn ?? "",
      unit.next && isOverdue(unit.next.dueOn, fleet.today) ? "Yes" : "",
    ]),
  );
  return csvResponse(text, `fleet-${fleet.today}.csv`);
}

/** One line per sample: dates, sample point, laboratory, then every parameter the unit has. */
export function historyCsv(tag: string, records: readonly LoadedRecord[]) {
  const used = parameters.filter((parameter) =>
    records.some((record) => parameter.value(record.results) !== undefined),
  );
  const text = csvDocument(
    [
      "Sampled",
      "Tested",
      "Sample point",
      "Laboratory",
      "Laboratory sample no.",
      ...used.map((parameter) =>
        parameter.unit ? `${parameter.label} (${parameter.unit})` : parameter.label,
      ),
      "Other results",
    ],
    records.map((record) => [
      record.sampled_on,
      record.tested_on ?? "",
      labelOf(samplePoints, record.sample_point),
      record.laboratory ?? "",
      record.lab_sample_no ?? "",
      ...used.map((parameter) => parameter.value(record.results) ?? ""),
      record.results.other
        .map((other) => `${other.name}: ${other.value} ${other.unit}`.trim())
        .join("; "),
    ]),
  );
  const slug =
    tag
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "unit";
  return csvResponse(text, `history-${slug}.csv`);
}
