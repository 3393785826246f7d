/**
 * The customer's pages behind the fleet link: every unit with its condition, last test and what
 * is due next; one unit's history, rates, Duval trail, visits and files; CSV of both. A wrong,
 * revoked or expired token, or a unit of another customer, is the site's ordinary 404.
 */

import type { RouterContextProvider } from "react-router";
import { createRequestStore } from "#app/features/service-requests/public.server.ts";
import { statusLabels } from "#app/features/service-requests/public.ts";
import { dayInIndia } from "#app/lib/india-day.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import { clientIpContext } from "#app/lib/request-context.ts";
import { requestsOf } from "./assets.server.ts";
import { attachmentBytes, attachmentsOf } from "./attachments.server.ts";
import { duvalTrail } from "./duval-geometry.ts";
import { fleetHeaders, notFound } from "./fleet-headers.server.ts";
import { openFleetLink } from "./fleet-links.server.ts";
import { equipmentOf, voltageClassOf } from "./judge.ts";
import { limitsFor } from "./limit-lines.ts";
import { parameters } from "./parameters.ts";
import type { Passport } from "./start.server.ts";
import { trendGeometry } from "./trend-geometry.ts";
import { loadUnit } from "./unit-data.server.ts";
import { unitReports } from "./unit-reports.server.ts";

export { fleetHeaders, notFound };

/** The customer of a link that is open now (its access logged), or undefined. */
export function linkCustomer(
  passport: Passport,
  token: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<number | undefined> {
  const path = new URL(request.url).pathname.replace(/^\/fleet\/[^/]+/, "/fleet/…");
  return openFleetLink(
    passport.platform.database,
    token ?? "",
    { path, ip: context.get(clientIpContext) ?? null },
    new Date(),
    passport.accessLog,
  );
}

export async function customerOfLink(
  passport: Passport,
  token: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const customerId = await linkCustomer(passport, token, request, context);
  if (customerId === undefined) notFound();
  return customerId;
}

export async function fleetData(passport: Passport, customerId: number) {
  const { db } = passport.platform.database;
  const [customer, assets, due, sites] = await Promise.all([
    db
      .selectFrom("passport_customers")
      .select(["id", "name"])
      .where("id", "=", customerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("passport_assets")
      .select([
        "id",
        "tag",
        "kind",
        "make",
        "rating",
        "rating_unit",
        "hv_kv",
        "lv_kv",
        "status",
        "condition",
        "condition_reason",
        "last_tested_on",
        "site_id",
      ])
      .where("customer_id", "=", customerId)
      .where("merged_into", "is", null)
      .where("status", "!=", "retired")
      .orderBy("tag")
      .limit(1000)
      .execute(),
    db
      .selectFrom("passport_due")
      .select(["asset_id", "test_type", "due_on"])
      .where("customer_id", "=", customerId)
      .execute(),
    db
      .selectFrom("passport_sites")
      .select(["id", "name"])
      .where("customer_id", "=", customerId)
      .execute(),
  ]);
  // The earliest due date of each unit, with every test that falls due on it (oil quality and
  // DGA are often due the same day).
  const next = new Map<number, { testTypes: string[]; dueOn: string }>();
  for (const row of due) {
    const before = next.get(Number(row.asset_id));
    if (!before || row.due_on < before.dueOn)
      next.set(Number(row.asset_id), { testTypes: [row.test_type], dueOn: row.due_on });
    else if (row.due_on === before.dueOn) before.testTypes.push(row.test_type);
  }

  const siteNames = new Map(sites.map((site) => [Number(site.id), site.name]));
  return {
    customer: customer.name,
    today: dayInIndia(new Date()),
    units: assets.map((asset) => ({
      id: Number(asset.id),
      tag: asset.tag,
      site: asset.site_id === null ? null : (siteNames.get(Number(asset.site_id)) ?? null),
      description: [
        asset.make,
        asset.rating === null ? "" : `${asset.rating} ${asset.rating_unit}`,
        asset.hv_kv && asset.lv_kv ? `${asset.hv_kv}/${asset.lv_kv} kV` : "",
      ]
        .filter(Boolean)
        .join(", "),
      condition: asset.condition,
      reason: asset.condition_reason,
      lastTested: asset.last_tested_on,
      next: next.get(Number(asset.id)) ?? null,
    })),
  };
}

export type FleetData = Awaited<ReturnType<typeof fleetData>>;

export async function unitData(
  passport: Passport,
  customerId: number,
  unitText: string | undefined,
  /** The fleet link's own address, /fleet/<token>. */
  base: string,
) {
  const id = parsePositiveInt(unitText) ?? notFound();
  const { database, messages } = passport.platform;
  const unit = await loadUnit(database, id);
  if (!unit || Number(unit.asset.customer_id) !== customerId || unit.asset.merged_into !== null)
    notFound();
  const today = dayInIndia(new Date());
  const equipment = equipmentOf(unit.asset, today);
  const voltageClass = voltageClassOf(unit.asset);
  const history = parameters
    .map((parameter) => ({
      id: parameter.id,
      label: parameter.label,
      short: parameter.short,
      unit: parameter.unit,
      group: parameter.group,
      points: unit.records
        .filter((record) => record.sample_point === "main-tank" || parameter.group === "electrical")
        .flatMap((record) => {
          const value = parameter.value(record.results);
          return value === undefined ? [] : [{ date: record.sampled_on, value }];
        }),
      limits: limitsFor(parameter.id, voltageClass, equipment.oltc === "common"),
    }))
    .filter((row) => row.points.length > 0)
    .map((row) => ({ ...row, chart: trendGeometry(row.points, row.limits?.lines) }));
  const [links, files, reports] = await Promise.all([
    requestsOf(database, id),
    attachmentsOf(database, id),
    unitReports(database, unit.records, `${base}/units/${id}`),
  ]);
  const store = createRequestStore(database, messages);
  const visits = (
    await Promise.all(
      links.map(async (link) => {
        const request = await store.byReference(link.request_reference);
        if (!request) return undefined;
        const events = await store.events(Number(request.id));
        return {
          reference: request.reference,
          status: statusLabels[request.status as keyof typeof statusLabels] ?? request.status,
          visitDate: request.visit_date,
          received: request.created_at.slice(0, 10),
          notes: events
            .filter((event) => event.visible && event.note)
            .map((event) => ({ at: event.at.slice(0, 10), note: event.note ?? "" })),
        };
      }),
    )
  ).filter((visit) => visit !== undefined);
  // The page needs the records as the history below has them, not again in full.
  const { records: _full, duval, ...rest } = unit;
  const summary = { ...rest, duval: duvalTrail(duval) };
  return {
    today,
    unit: summary,
    history,
    records: unit.records.map((record) => ({
      id: record.id,
      sampledOn: record.sampled_on,
      testedOn: record.tested_on,
      samplePoint: record.sample_point,
      laboratory: record.laboratory,
      other: record.results.other,
    })),
    visits,
    reports,
    files: files.map((file) => ({
      id: Number(file.id),
      name: file.file_name,
      size: file.size,
      added: file.created_at.slice(0, 10),
    })),
  };
}

/** The records of a unit the link's customer owns, in full, for the CSV export. */
export async function unitRecords(
  passport: Passport,
  customerId: number,
  unitText: string | undefined,
) {
  const id = parsePositiveInt(unitText) ?? notFound();
  const unit = await loadUnit(passport.platform.database, id);
  if (!unit || Number(unit.asset.customer_id) !== customerId || unit.asset.merged_into !== null)
    notFound();
  return { tag: unit.asset.tag, records: unit.records };
}

export async function fleetFile(
  passport: Passport,
  customerId: number,
  unitText: string | undefined,
  fileText: string | undefined,
) {
  const unitId = parsePositiveInt(unitText) ?? notFound();
  const fileId = parsePositiveInt(fileText) ?? notFound();
  const owner = await passport.platform.database.db
    .selectFrom("passport_assets")
    .select(["customer_id", "merged_into"])
    .where("id", "=", unitId)
    .executeTakeFirst();
  // A merged unit's files moved with it: under its old number they are no page, as it is not.
  if (!owner || Number(owner.customer_id) !== customerId || owner.merged_into !== null) notFound();
  return (await attachmentBytes(passport.platform.database, unitId, fileId)) ?? notFound();
}
