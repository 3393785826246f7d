/**
 * Issuing, numbering, correcting and withdrawing reports on SQLite and on a real PostgreSQL: the
 * numbers run per year without gaps or repeats (also when issued at the same moment), a stored PDF
 * keeps its hash, a correction supersedes, a withdrawal is final, and each change is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsOf } from "#app/platform/audit-log.server.ts";
import type { Database } from "#app/platform/database.server.ts";
import { createMessages } from "#app/platform/messages.server.ts";
import { postgresTarget, sqliteTarget, type Target } from "#tests/fixtures/database-targets.ts";
import { openReportDatabase } from "#tests/fixtures/report-database.ts";
import { sampleSnapshot } from "#tests/fixtures/report-snapshot.ts";
import { fileOfLink } from "./links.server.ts";
import {
  emailReport,
  issueReport,
  listReports,
  reportFile,
  revisionsOf,
  revisionWithHash,
  sha256Hex,
  supersedeReport,
  withdrawReport,
} from "./public.server.ts";

const siteUrl = "https://www.vidyutpower.example";
const asha = { id: "staff-asha", name: "Asha Rao" };

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("issued reports on %s", { timeout: 90_000 }, (_name, makeTarget) => {
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

  it("numbers reports per year in India, from 000001, and stores the PDF with its hash", async () => {
    // 18:29 UTC on 31 December is still 2025 in India; 18:30 is 1 January 2026 there.
    const late2025 = await issueReport(database, sampleSnapshot(), asha, {
      siteUrl,
      now: new Date("2025-12-31T18:29:00.000Z"),
    });
    const first2026 = await issueReport(database, sampleSnapshot(), asha, {
      siteUrl,
      now: new Date("2025-12-31T18:30:00.000Z"),
    });
    const second2026 = await issueReport(database, sampleSnapshot(), asha, {
      siteUrl,
      now: new Date("2026-01-02T05:00:00.000Z"),
    });
    expect([late2025.number, first2026.number, second2026.number]).toEqual([
      "VPS/TR/2025/000001",
      "VPS/TR/2026/000001",
      "VPS/TR/2026/000002",
    ]);
    const file = await reportFile(database, "VPS/TR/2026/000002", 1);
    expect(file).toBeDefined();
    expect(Buffer.from(file?.slice(0, 5) ?? []).toString("latin1")).toBe("%PDF-");
    expect(sha256Hex(file ?? new Uint8Array())).toBe(second2026.sha256);
    expect(second2026.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [stored] = await revisionsOf(database, "VPS/TR/2026/000002");
    expect(stored).toMatchObject({
      revision: 1,
      status: "issued",
      customer_name: "Narmada Chemicals Ltd.",
      asset_label: "Voltamp VT-18-4471",
      issued_at: "2026-01-02T05:00:00.000Z",
      issued_by_name: "Asha Rao",
      sha256: second2026.sha256,
    });
    expect(stored?.snapshot.results[1]).toEqual({
      parameter: "Water content",
      value: "24",
      unit: "mg/kg",
      method: "IEC 60814",
      limit: "max 20 (IEC 60422 Table 5)",
      verdict: "not-satisfactory",
    });
  });

  it("gives reports issued at the same moment distinct numbers with no gap", async () => {
    const now = new Date("2027-03-01T06:00:00.000Z");
    const issued = await Promise.all(
      Array.from({ length: 6 }, () =>
        issueReport(database, sampleSnapshot(), asha, { siteUrl, now }),
      ),
    );
    expect(issued.map((report) => report.number).sort()).toEqual([
      "VPS/TR/2027/000001",
      "VPS/TR/2027/000002",
      "VPS/TR/2027/000003",
      "VPS/TR/2027/000004",
      "VPS/TR/2027/000005",
      "VPS/TR/2027/000006",
    ]);
  });

  it("tells a file with one byte changed from the issued one", async () => {
    const report = await issueReport(database, sampleSnapshot(), asha, {
      siteUrl,
      now: new Date("2028-05-05T05:00:00.000Z"),
    });
    const file = (await reportFile(database, report.number, 1)) ?? new Uint8Array();
    expect(await revisionWithHash(database, report.number, sha256Hex(file))).toBe(1);
    const changed = new Uint8Array(file);
    changed[600] = (changed[600] ?? 0) ^ 1;
    expect(sha256Hex(changed)).not.toBe(report.sha256);
    expect(await revisionWithHash(database, report.number, sha256Hex(changed))).toBeUndefined();
    // Another report's file is not this report's.
    expect(await revisionWithHash(database, "VPS/TR/2026/000001", sha256Hex(file))).toBeUndefined();
  });

  it("supersedes a report with a corrected revision and keeps the old file as issued", async () => {
    const first = await issueReport(database, sampleSnapshot(), asha, {
      siteUrl,
      now: new Date("2029-02-01T05:00:00.000Z"),
    });
    const oldFile = await reportFile(database, first.number, 1);
    const corrected = sampleSnapshot({ remarks: "Water content corrected after a re-test." });
    const change = await supersedeReport(
      database,
      first.number,
      corrected,
      "The water content was typed as 42 instead of 24.",
      asha,
      { siteUrl, now: new Date("2029-02-03T09:00:00.000Z") },
    );
    expect(change).toMatchObject({
      ok: true,
      issued: { number: "VPS/TR/2029/000001", revision: 2 },
    });
    const [old, current] = await revisionsOf(database, first.number);
    expect(old).toMatchObject({
      revision: 1,
      status: "superseded",
      superseded_at: "2029-02-03T09:00:00.000Z",
      superseded_by: current?.id,
      sha256: first.sha256,
    });
    expect(current).toMatchObject({
      revision: 2,
      status: "issued",
      correction: "The water content was typed as 42 instead of 24.",
    });
    expect(current?.sha256).not.toBe(first.sha256);
    expect(await reportFile(database, first.number, 1)).toEqual(oldFile);
    expect(await revisionWithHash(database, first.number, first.sha256)).toBe(1);
    // The list shows the report once, at its latest revision.
    const list = await listReports(database, { offset: 0, limit: 100 });
    expect(list.rows.filter((row) => row.number === first.number)).toEqual([
      expect.objectContaining({ revision: 2, status: "issued" }),
    ]);
    const trail = await eventsOf(database, { kind: "report", id: current?.id ?? 0 });
    expect(trail.map((event) => [event.action, event.actor_name, event.after])).toEqual([
      ["revise", "Asha Rao", "VPS/TR/2029/000001 revision 2"],
    ]);
  });

  it("withdraws a report once, with its reason, and refuses to correct it afterwards", async () => {
    const report = await issueReport(database, sampleSnapshot(), asha, {
      siteUrl,
      now: new Date("2030-07-01T05:00:00.000Z"),
    });
    const reason = "The sample was drawn from the wrong transformer.";
    expect(
      await withdrawReport(database, report.number, reason, asha, new Date("2030-07-04T10:00:00Z")),
    ).toEqual({ ok: true });
    expect(await withdrawReport(database, report.number, reason, asha)).toEqual({
      ok: false,
      status: 409,
      message: "This report is already withdrawn.",
    });
    expect(
      await supersedeReport(database, report.number, sampleSnapshot(), "Late fix", asha, {
        siteUrl,
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await withdrawReport(database, "VPS/TR/2030/999999", reason, asha)).toMatchObject({
      ok: false,
      status: 404,
    });
    const [row] = await revisionsOf(database, report.number);
    expect(row).toMatchObject({
      status: "withdrawn",
      withdrawn_at: "2030-07-04T10:00:00.000Z",
      withdrawn_reason: reason,
    });
    const trail = await eventsOf(database, { kind: "report", id: row?.id ?? 0 });
    expect(trail.map((event) => [event.action, event.before, event.after, event.note])).toEqual([
      ["issue", null, "VPS/TR/2030/000001 revision 1", null],
      ["withdraw", "issued", "withdrawn", reason],
    ]);
  });

  it("e-mails a private link to the PDF as issued, which stops working after 90 days", async () => {
    const now = new Date("2031-01-10T05:00:00.000Z");
    const issued = await issueReport(database, sampleSnapshot(), asha, { siteUrl, now });
    const [row] = await revisionsOf(database, issued.number);
    if (!row) throw new Error("the report was not stored");
    const messages = createMessages(database);
    await emailReport(database, messages, row, "plant.head@narmada.example", asha, siteUrl, now);
    const [message] = await messages.forReference(issued.number);
    expect(message).toMatchObject({
      kind: "report",
      to_address: "plant.head@narmada.example",
      subject: "Test report VPS/TR/2031/000001 (Voltamp VT-18-4471)",
      status: "pending",
    });
    expect(message?.text).toContain(`${siteUrl}/verify/VPS-TR-2031-000001`);
    const token = /\/report-files\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? "")?.[1] ?? "";
    expect(token).toHaveLength(43);
    // Only the token's hash is stored.
    const stored = await database.db.selectFrom("report_links").select("token_hash").execute();
    expect(stored.map((link) => link.token_hash)).not.toContain(token);
    const file = await fileOfLink(database, token, new Date("2031-04-09T05:00:00.000Z"));
    expect(file?.number).toBe("VPS/TR/2031/000001");
    expect(sha256Hex(file?.pdf ?? new Uint8Array())).toBe(issued.sha256);
    expect(await fileOfLink(database, token, new Date("2031-04-10T05:00:01.000Z"))).toBeUndefined();
    const wrong = `${token.slice(0, 42)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await fileOfLink(database, wrong, now)).toBeUndefined();
    const trail = await eventsOf(database, { kind: "report", id: row.id });
    expect(trail.map((event) => [event.action, event.after])).toEqual([
      ["issue", "VPS/TR/2031/000001 revision 1"],
      ["email", "plant.head@narmada.example"],
    ]);
  });

  it("refuses a snapshot whose approver is the tester", async () => {
    const snapshot = sampleSnapshot({ approvedBy: { id: "staff-sunil", name: "Sunil Mehta" } });
    await expect(issueReport(database, snapshot, asha, { siteUrl })).rejects.toThrow(
      "approved by someone other than the person who tested",
    );
  });
});
