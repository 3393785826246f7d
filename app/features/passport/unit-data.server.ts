/**
 * One unit with everything its pages show: its records in date order, the interpreter's reading
 * of them (condition, reasons, least-squares gas rates, each sample's Duval zone) and its due dates.
 */

import { type RateCheck, sampleDuval } from "#app/features/oil-analysis/public.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import type { Database } from "#app/platform/database.server.ts";
import { assetById } from "./assets.server.ts";
import { defaultIntervals } from "./due.ts";
import { equipmentOf, judgeAsset, samplesOf } from "./judge.ts";
import type { TestType } from "./options.ts";
import { intervalsOf, loadRecords } from "./state.server.ts";

export type DuvalPoint = {
  sampledOn: string;
  zone: string | null;
  ch4: number;
  c2h4: number;
  c2h2: number;
};

export async function loadUnit(database: Database, assetId: number, now = new Date()) {
  const asset = await assetById(database, assetId);
  if (!asset) return undefined;
  const today = dayInIndia(now);
  const [records, intervals, due] = await Promise.all([
    loadRecords(database.db, assetId),
    intervalsOf(database.db, assetId),
    database.db
      .selectFrom("passport_due")
      .select(["test_type", "last_on", "due_on"])
      .where("asset_id", "=", assetId)
      .execute(),
  ]);
  const judgement = judgeAsset(asset, records, today);
  const rates = judgement.interpretation?.rates;
  const rateRows: RateCheck[] = rates?.kind === "rates" ? rates.items : [];
  // Each main-tank sample's own place on Duval Triangle 1, read as the tool reads one: no zone
  // from gases within their typical values.
  const equipment = equipmentOf(asset, today);
  const duval: DuvalPoint[] = samplesOf(records)
    .filter(
      (sample) =>
        sample.gases.ch4 !== undefined &&
        sample.gases.c2h4 !== undefined &&
        sample.gases.c2h2 !== undefined,
    )
    .map((sample) => {
      const result = sampleDuval(equipment, sample.gases);
      return {
        sampledOn: sample.sampleDate,
        zone: result.kind === "zone" ? result.zone : null,
        ch4: sample.gases.ch4 ?? 0,
        c2h4: sample.gases.c2h4 ?? 0,
        c2h2: sample.gases.c2h2 ?? 0,
      };
    });
  const intervalRows = (Object.keys(defaultIntervals) as TestType[]).map((type) => ({
    testType: type,
    months: type in intervals ? (intervals[type] ?? null) : defaultIntervals[type],
    changed: type in intervals,
  }));
  return {
    asset,
    records,
    judgement: { condition: judgement.condition, label: judgement.label, reason: judgement.reason },
    findings: judgement.interpretation?.overall.findings.map((finding) => finding.text) ?? [],
    nextSteps: judgement.interpretation?.overall.nextSteps ?? [],
    rates: rateRows.map((rate) => ({
      gas: rate.gas,
      name: rate.name,
      perYear: rate.perYear,
      samples: rate.samples,
      significant: rate.significant,
      exceeded: rate.exceeded,
      typicalRate: rate.typicalRate,
      source: rate.source,
    })),
    rateNote:
      rates?.kind === "none"
        ? rates.reason
        : rates?.kind === "error"
          ? rates.message
          : (rates?.note ?? null),
    duval,
    due: due.map((row) => ({ testType: row.test_type, lastOn: row.last_on, dueOn: row.due_on })),
    intervals: intervalRows,
  };
}

export type UnitData = NonNullable<Awaited<ReturnType<typeof loadUnit>>>;
