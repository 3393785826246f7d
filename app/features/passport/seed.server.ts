/**
 * A data set for the bench and for looking at the pages: customers with a site, a contact and
 * units, each unit with yearly samples whose gases drift as real units' do (most steady, some
 * rising), written in batches, then every unit's condition and due dates read as the console would.
 */

import { indianStates } from "#app/lib/indian-states.ts";
import type { Database } from "#app/platform/database.server.ts";
import { addMonths } from "./due.ts";
import { recordRow } from "./records.server.ts";
import type { Results } from "./results.ts";
import { refreshAsset } from "./state.server.ts";

export type SeedSize = { customers: number; assetsPerCustomer: number; recordsPerAsset: number };

/** A small, repeatable generator (mulberry32): the same data set on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const towns = [
  "Vadodara",
  "Surat",
  "Pune",
  "Nagpur",
  "Indore",
  "Coimbatore",
  "Visakhapatnam",
  "Ludhiana",
  "Jamshedpur",
  "Raipur",
];
const trades = [
  "Chemicals",
  "Textiles",
  "Steel",
  "Cement",
  "Paper Mills",
  "Pharma",
  "Sugar",
  "Foundry",
  "Polymers",
  "Water Works",
];
const makes = [
  "Voltamp",
  "Crompton Greaves",
  "BHEL",
  "Kirloskar",
  "ABB India",
  "Siemens India",
  "TELK",
  "Emco",
];

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size)
    await insert(rows.slice(start, start + size));
}

export async function seedPassport(
  database: Database,
  size: SeedSize,
  now = new Date(),
  log: (line: string) => void = () => {},
) {
  const { db } = database;
  const next = random(20261126);
  const at = now.toISOString();
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const customers = Array.from({ length: size.customers }, (_, index) => ({
    name: `${pick(towns)} ${pick(trades)} Ltd ${index + 1}`,
    gstin: null,
    notes: null,
    reminder_lead_days: 30,
    created_at: at,
    updated_at: at,
  }));
  const customerIds: number[] = [];
  await inBatches(customers, 500, async (batch) => {
    const ids = await db.insertInto("passport_customers").values(batch).returning("id").execute();
    customerIds.push(...ids.map((row) => Number(row.id)));
  });
  await inBatches(customerIds, 500, (batch) =>
    db
      .insertInto("passport_sites")
      .values(
        batch.map((id) => ({
          customer_id: id,
          name: "Main works",
          address: `Plot ${id}, industrial estate`,
          state: pick(indianStates),
          pin: String(380001 + (id % 9000)),
        })),
      )
      .execute(),
  );
  await inBatches(customerIds, 500, (batch) =>
    db
      .insertInto("passport_contacts")
      .values(
        batch.map((id) => ({
          customer_id: id,
          name: `Maintenance head ${id}`,
          designation: "Electrical maintenance",
          mobile: null,
          email: `maintenance${id}@customer.example`,
          reminders: 1,
        })),
      )
      .execute(),
  );
  log(`${customerIds.length} customers`);
  const assets = customerIds.flatMap((customerId) =>
    Array.from({ length: size.assetsPerCustomer }, (_, index) => {
      const hv = pick([11, 22, 33, 66, 132, 220]);
      return {
        customer_id: customerId,
        site_id: null,
        kind: "transformer",
        tag: `TR-${index + 1}`,
        make: pick(makes),
        serial: `S${customerId}-${index + 1}`,
        year: 1990 + Math.floor(next() * 34),
        rating: hv >= 132 ? 50 : 5,
        rating_unit: "MVA",
        hv_kv: hv,
        lv_kv: hv >= 132 ? 33 : 0.433,
        vector_group: "Dyn11",
        cooling: "ONAN",
        oil_type: "mineral",
        oil_volume_l: 8000,
        oltc_make: null,
        oltc_type: null,
        iec_category: hv > 170 ? "A" : hv > 72.5 ? "B" : "C",
        status: "in-service",
        merged_into: null,
        condition: null,
        condition_reason: null,
        last_tested_on: null,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  const assetIds: number[] = [];
  await inBatches(assets, 500, async (batch) => {
    const ids = await db.insertInto("passport_assets").values(batch).returning("id").execute();
    assetIds.push(...ids.map((row) => Number(row.id)));
  });
  log(`${assetIds.length} assets`);
  const today = now.toISOString().slice(0, 10);
  let records: ReturnType<typeof recordRow>[] = [];
  let written = 0;
  for (const [index, assetId] of assetIds.entries()) {
    // The first unit has twice the samples: the bench's unit page with 40 of them.
    const count = index === 0 ? size.recordsPerAsset * 2 : size.recordsPerAsset;
    const rising = next() < 0.15 ? 1 + next() * 4 : 0;
    for (let sample = 0; sample < count; sample++) {
      const age = count - sample;
      const gases = {
        h2: Math.round(10 + rising * sample * 3 + next() * 8),
        ch4: Math.round(5 + rising * sample * 2 + next() * 5),
        c2h6: Math.round(4 + rising * sample + next() * 4),
        c2h4: Math.round(2 + rising * sample * 2.5 + next() * 3),
        c2h2: rising > 3 ? Math.round(sample * 0.3 * 10) / 10 : 0,
        co: Math.round(150 + sample * 12 + next() * 40),
        co2: Math.round(1200 + sample * 90 + next() * 200),
        o2: Math.round(8000 + next() * 4000),
        n2: Math.round(45000 + next() * 10000),
      };
      const results: Results = {
        oil: {
          bdvKv: Math.round(70 - sample * 0.6 - next() * 6),
          waterMgKg: Math.round(8 + sample * 0.4 + next() * 4),
          acidityMgKoh: Math.round((0.02 + sample * 0.004) * 1000) / 1000,
          ...(sample % 2 === 0
            ? { furanMgKg: Math.round((0.05 + sample * 0.02) * 100) / 100 }
            : {}),
        },
        gases,
        electrical: {},
        other: [],
      };
      const sampledOn = addMonths(today, -6 * age);
      records.push(
        recordRow(
          assetId,
          {
            sampledOn,
            testedOn: sampledOn,
            samplePoint: "main-tank",
            laboratory: "Vidyut oil laboratory, Vadodara",
            labSampleNo: `L${assetId}-${sample}`,
            results,
          },
          at,
        ),
      );
    }
    if (records.length >= 5000 || index === assetIds.length - 1) {
      await db
        .transaction()
        .execute((trx) =>
          inBatches(records, 1000, (batch) =>
            trx.insertInto("passport_test_records").values(batch).execute(),
          ),
        );
      written += records.length;
      records = [];
    }
  }
  log(`${written} test records`);
  await inBatches(assetIds, 250, (batch) =>
    db.transaction().execute(async (trx) => {
      for (const id of batch) await refreshAsset(trx, id, now);
    }),
  );
  log("conditions and due dates read");
  return {
    customers: customerIds.length,
    assets: assetIds.length,
    records: written,
    firstAsset: assetIds[0] ?? 0,
    firstCustomer: customerIds[0] ?? 0,
  };
}
