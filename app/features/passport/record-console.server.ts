/** The console's form for a new test record of a unit. */
import { redirect } from "react-router";
import { assetBasics } from "./assets-console.server.ts";
import { filledIn, readConsoleForm, refused, type StaffView } from "./console.server.ts";
import { voltageClassOf } from "./judge.ts";
import { readRecordForm } from "./record-form.ts";
import { addRecord } from "./records.server.ts";
import type { Passport } from "./start.server.ts";

export async function recordFormLoader(passport: Passport, assetText: string | undefined) {
  const asset = await assetBasics(passport, assetText);
  const customer = await passport.platform.database.db
    .selectFrom("passport_customers")
    .select(["id", "name"])
    .where("id", "=", asset.customer_id)
    .executeTakeFirstOrThrow();
  return {
    asset: { id: Number(asset.id), tag: asset.tag, oilType: asset.oil_type },
    customer: { id: Number(customer.id), name: customer.name },
  };
}

/**
 * The record a posted form describes for this unit (judged by its voltage class and oil), or the
 * answer that sends the form back: refused, or filled from pasted lines to be checked.
 */
export function recordFromForm(
  asset: Parameters<typeof voltageClassOf>[0] & { oil_type: string },
  fields: Parameters<typeof readRecordForm>[0],
) {
  const parsed = readRecordForm(fields, {
    voltageClass: voltageClassOf(asset),
    oilType: asset.oil_type,
  });
  if (parsed.ok) return { record: parsed.record };
  return {
    answer:
      parsed.filled === undefined
        ? refused("record", parsed.values, parsed.fieldErrors)
        : filledIn("record", parsed.values, parsed.fieldErrors, parsed.filled),
  };
}

export async function recordAction(
  passport: Passport,
  staff: StaffView,
  assetText: string | undefined,
  request: Request,
) {
  const asset = await assetBasics(passport, assetText);
  const { fields } = await readConsoleForm(request);
  const read = recordFromForm(asset, fields);
  if (!read.record) return read.answer;
  await addRecord(passport.platform.database, Number(asset.id), read.record, staff.actor);
  throw redirect(`/staff/assets/${asset.id}?done=record`, 303);
}
