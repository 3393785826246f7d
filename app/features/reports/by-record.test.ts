/**
 * The reports of the passport's test records on SQLite and on a real PostgreSQL: every revision
 * of each, in number order, a thousand records a query; and the latest revision's PDF only for the records
 * asked about.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/platform/database.server.ts";
import { postgresTarget, sqliteTarget, type Target } from "#tests/fixtures/database-targets.ts";
import { openReportDatabase } from "#tests/fixtures/report-database.ts";
import { sampleSnapshot } from "#tests/fixtures/report-snapshot.ts";
import {
  issueReport,
  latestFromRecords,
  reportsForRecords,
  sha256Hex,
  supersedeReport,
  withdrawReport,
} from "./public.server.ts";

const siteUrl = "https://www.vidyutpower.example";
const asha = { id: "staff-asha", name: "Asha Rao" };

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("reports of test records on %s", { timeout: 90_000 }, (_name, makeTarget) => {
  let target: Target;
  let database: Database;
  beforeAll(async () => {
    target = await makeTarget();
    database = await openReportDatabase(target);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await target?.stop();
  });

  it("lists every revision issued from the records asked about, and nothing else", async () => {
    const on = (day: string) => ({ siteUrl, now: new Date(`${day}T05:00:00.000Z`) });
    const fromSeven = await issueReport(
      database,
      sampleSnapshot({ testRecordId: 7 }),
      asha,
      on("2032-01-05"),
    );
    await supersedeReport(
      database,
      fromSeven.number,
      sampleSnapshot({ testRecordId: 7, remarks: "Lab number corrected." }),
      "The laboratory's sample number was typed wrong.",
      asha,
      on("2032-01-06"),
    );
    const fromNine = await issueReport(
      database,
      sampleSnapshot({ testRecordId: 9 }),
      asha,
      on("2032-01-07"),
    );
    await withdrawReport(
      database,
      fromNine.number,
      "Wrong unit.",
      asha,
      new Date("2032-01-08T05:00:00Z"),
    );
    await issueReport(database, sampleSnapshot({ testRecordId: 11 }), asha, on("2032-01-09"));
    await issueReport(database, sampleSnapshot({ testRecordId: null }), asha, on("2032-01-10"));

    const rows = await reportsForRecords(database, [9, 7, 7, 404]);
    expect(
      rows.map((row) => [
        row.testRecordId,
        row.number,
        row.revision,
        row.status,
        row.issuedAt,
        row.latest,
      ]),
    ).toEqual([
      [7, "VPS/TR/2032/000001", 1, "superseded", "2032-01-05T05:00:00.000Z", false],
      [7, "VPS/TR/2032/000001", 2, "issued", "2032-01-06T05:00:00.000Z", true],
      [9, "VPS/TR/2032/000002", 1, "withdrawn", "2032-01-07T05:00:00.000Z", true],
    ]);
    expect(rows[0]?.sha256).toBe(fromSeven.sha256);
    expect(await reportsForRecords(database, [])).toEqual([]);
    expect(await reportsForRecords(database, [0, -3])).toEqual([]);
  });

  it("hands out the latest revision's PDF only for a report of the records given", async () => {
    const issued = await issueReport(database, sampleSnapshot({ testRecordId: 21 }), asha, {
      siteUrl,
      now: new Date("2033-02-01T05:00:00.000Z"),
    });
    const file = await latestFromRecords(database, issued.number, [20, 21]);
    expect(file?.revision).toBe(1);
    expect(sha256Hex(file && !file.withdrawn ? file.pdf : new Uint8Array())).toBe(issued.sha256);
    expect(await latestFromRecords(database, issued.number, [22])).toBeUndefined();
    expect(await latestFromRecords(database, issued.number, [])).toBeUndefined();
    expect(await latestFromRecords(database, "VPS/TR/2033/000099", [21])).toBeUndefined();
    // Withdrawn, the report is no longer handed out: when and why come back instead.
    await withdrawReport(
      database,
      issued.number,
      "Sample label belonged to another unit",
      asha,
      new Date("2033-02-03T05:00:00.000Z"),
    );
    expect(await latestFromRecords(database, issued.number, [21])).toEqual({
      revision: 1,
      withdrawn: {
        at: "2033-02-03T05:00:00.000Z",
        reason: "Sample label belonged to another unit",
      },
    });
  });

  it("reads a history of thousands of records, in number order, and finds a PDF past the first thousand", async () => {
    // Records 5001..8000, a report issued from the 2,900th and then from the 10th: both come
    // back, oldest number first, although the ids are read a thousand at a time.
    const records = Array.from({ length: 3000 }, (_, index) => 5001 + index);
    const on = (day: string) => ({ siteUrl, now: new Date(`${day}T05:00:00.000Z`) });
    const late = await issueReport(
      database,
      sampleSnapshot({ testRecordId: 7900 }),
      asha,
      on("2034-03-01"),
    );
    const early = await issueReport(
      database,
      sampleSnapshot({ testRecordId: 5010 }),
      asha,
      on("2034-03-02"),
    );
    const rows = await reportsForRecords(database, records);
    expect(rows.map((row) => [row.testRecordId, row.number])).toEqual([
      [7900, "VPS/TR/2034/000001"],
      [5010, "VPS/TR/2034/000002"],
    ]);
    expect((await latestFromRecords(database, late.number, records))?.revision).toBe(1);
    expect((await latestFromRecords(database, early.number, records))?.revision).toBe(1);
  });
});
