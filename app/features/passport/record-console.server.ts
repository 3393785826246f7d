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

export async function recordAction(
  passport: Passport,
  staff: StaffView,
  assetText: string | undefined,
  request: Request,
) {
  const asset = await assetBasics(passport, assetText);
  const { fields } = await readConsoleForm(request);
  const parsed = readRecordForm(fields, {
    voltageClass: voltageClassOf(asset),
    oilType: asset.oil_type,
  });
  if (!parsed.ok)
    return parsed.filled === undefined
      ? refused("record", parsed.values, parsed.fieldErrors)
      : filledIn("record", parsed.values, parsed.fieldErrors, parsed.filled);
  await addRecord(passport.platform.database, Number(asset.id), parsed.record, staff.actor);
  throw redirect(`/staff/assets/${asset.id}?done=record`, 303);
}
