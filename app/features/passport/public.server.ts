/**
 * What other features' server code may use of the passport: the unit a service request is
 * linked to, and one test record with its unit, site and customer as plain data (for the test
 * reports that will be issued from records).
 */
import type { Database } from "#app/platform/database.server.ts";
import { assetOfRequest, customersNamed } from "./assets.server.ts";
import { labelOf, samplePoints } from "./options.ts";
import type { RequestUnit } from "./request-unit-panel.tsx";
import { parseResults } from "./results.ts";

export { passportContext } from "./context.ts";
export { type Passport, passportOf, startPassport } from "./start.server.ts";

/**
 * The unit a service request is linked to; else the request's company and the customers of that
 * name, for staff to choose from (a name typed in a public form proves nothing by itself).
 */
export async function requestUnit(
  database: Database,
  reference: string,
  company: string,
): Promise<RequestUnit> {
  const unit = await assetOfRequest(database, reference);
  if (unit)
    return {
      linked: { id: Number(unit.id), tag: unit.tag, customerId: Number(unit.customer_id) },
    };
  return { linked: null, company, matches: await customersNamed(database, company) };
}

/** One test record with its asset, site and customer, or undefined; nothing but plain data. */
export async function loadTestRecordForReport(database: Database, recordId: number) {
  const { db } = database;
  const record = await db
    .selectFrom("passport_test_records")
    .selectAll()
    .where("id", "=", recordId)
    .executeTakeFirst();
  if (!record) return undefined;
  const asset = await db
    .selectFrom("passport_assets")
    .selectAll()
    .where("id", "=", record.asset_id)
    .executeTakeFirstOrThrow();
  const [customer, site] = await Promise.all([
    db
      .selectFrom("passport_customers")
      .select(["id", "name", "gstin"])
      .where("id", "=", asset.customer_id)
      .executeTakeFirstOrThrow(),
    asset.site_id === null
      ? undefined
      : db
          .selectFrom("passport_sites")
          .select(["id", "name", "address", "state", "pin"])
          .where("id", "=", asset.site_id)
          .executeTakeFirst(),
  ]);
  return {
    record: {
      id: Number(record.id),
      sampledOn: record.sampled_on,
      testedOn: record.tested_on,
      samplePoint: labelOf(samplePoints, record.sample_point),
      samplePointKey: record.sample_point,
      laboratory: record.laboratory,
      labSampleNo: record.lab_sample_no,
      results: parseResults(record.results),
    },
    asset: {
      id: Number(asset.id),
      kind: asset.kind,
      tag: asset.tag,
      make: asset.make,
      serial: asset.serial,
      year: asset.year,
      rating: asset.rating,
      ratingUnit: asset.rating_unit,
      hvKv: asset.hv_kv,
      lvKv: asset.lv_kv,
      vectorGroup: asset.vector_group,
      cooling: asset.cooling,
      oilType: asset.oil_type,
      oltcMake: asset.oltc_make,
      iecCategory: asset.iec_category,
    },
    site: site
      ? {
          id: Number(site.id),
          name: site.name,
          address: site.address,
          state: site.state,
          pin: site.pin,
        }
      : null,
    customer: { id: Number(customer.id), name: customer.name, gstin: customer.gstin },
  };
}

/**
 * The e-mail addresses and mobiles of the contacts of each customer given (service plans match
 * a plan customer's requests by them); a customer without such contacts is left out.
 */
export async function customerContacts(
  database: Database,
  customerIds: readonly number[],
): Promise<Map<number, { emails: string[]; mobiles: string[] }>> {
  const found = new Map<number, { emails: string[]; mobiles: string[] }>();
  if (customerIds.length === 0) return found;
  const rows = await database.db
    .selectFrom("passport_contacts")
    .select(["customer_id", "email", "mobile"])
    .where("customer_id", "in", [...new Set(customerIds)])
    .orderBy("id")
    .execute();
  for (const row of rows) {
    if (!row.email && !row.mobile) continue;
    const entry = found.get(Number(row.customer_id)) ?? { emails: [], mobiles: [] };
    if (row.email) entry.emails.push(row.email);
    if (row.mobile) entry.mobiles.push(row.mobile);
    found.set(Number(row.customer_id), entry);
  }
  return found;
}

/** Customers by name for a choice list (the plan form), at most `limit`. */
export async function customerChoices(database: Database, limit: number) {
  const rows = await database.db
    .selectFrom("passport_customers")
    .select(["id", "name"])
    .orderBy("name")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** One customer's name, or undefined when there is no such customer. */
export async function customerName(database: Database, id: number) {
  const row = await database.db
    .selectFrom("passport_customers")
    .select("name")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.name;
}

export type TestRecordForReport = NonNullable<Awaited<ReturnType<typeof loadTestRecordForReport>>>;

export { issueFleetLink } from "./fleet-links.server.ts";
export { type RecordForLines, type ReportLines, reportLinesOf } from "./report-lines.ts";
export { type SeedSize, seedPassport } from "./seed.server.ts";
