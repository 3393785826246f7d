/** The console's unit pages: a new unit (by hand or from a service request) and a unit's page. */

import { data, redirect } from "react-router";
import { createRequestStore } from "#app/features/service-requests/public.server.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import {
  assetById,
  assetOfRequest,
  createAsset,
  linkRequest,
  requestsOf,
  updateAsset,
} from "./assets.server.ts";
import { addAttachment, attachmentsOf } from "./attachments.server.ts";
import { idOf, missing, readConsoleForm, refused, type StaffView } from "./console.server.ts";
import { createCustomer, customerById, saveContact, saveSite } from "./customers.server.ts";
import {
  assetFromRequest,
  contactFromRequest,
  type RequestDetails,
  siteFromRequest,
} from "./from-request.ts";
import { mergeAssets } from "./merge.server.ts";
import { testTypes } from "./options.ts";
import { setInterval } from "./records.server.ts";
import { assetSchema, parseWith } from "./schema.ts";
import type { Passport } from "./start.server.ts";

export async function newAssetLoader(passport: Passport, customerText: string | undefined) {
  const id = idOf(customerText);
  const found = await customerById(passport.platform.database, id);
  if (!found) missing();
  return {
    customer: { id, name: found.customer.name },
    sites: found.sites.map((site) => ({ value: String(site.id), label: site.name })),
  };
}

export async function newAssetAction(
  passport: Passport,
  staff: StaffView,
  customerText: string | undefined,
  request: Request,
) {
  const customerId = idOf(customerText);
  const { fields } = await readConsoleForm(request);
  const parsed = parseWith(assetSchema, fields);
  if (!parsed.ok) return refused("asset", fields, parsed.fieldErrors);
  const saved = await createAsset(passport.platform.database, customerId, parsed.data, staff.actor);
  if (!saved.ok) return refused("asset", fields, { [saved.field]: saved.message });
  throw redirect(`/staff/assets/${saved.id}?done=created`, 303);
}

/**
 * "Create asset from this request": a unit from the request's transformer details, linked to it,
 * under the customer staff chose (an existing one, or a new one with the request's site and its
 * sender as a contact whose reminders stay off until staff switch them on).
 */
export async function assetFromRequestAction(
  passport: Passport,
  staff: StaffView,
  request: Request,
  findRequest: (reference: string) => Promise<RequestDetails | undefined>,
) {
  const { fields } = await readConsoleForm(request);
  const reference = (fields.reference ?? "").trim().slice(0, 40);
  const details = reference ? await findRequest(reference) : undefined;
  if (!details) missing();
  const { database } = passport.platform;
  const linked = await assetOfRequest(database, reference);
  if (linked) throw redirect(`/staff/assets/${linked.id}?done=already-linked`, 303);
  // The customer staff chose: never one found by the name the requester typed.
  const chosen = fields.customer === "new" ? "new" : parsePositiveInt(fields.customer);
  if (chosen === undefined)
    throw data("Choose the customer whose transformer this is, or a new customer.", {
      status: 400,
    });
  let customerId: number;
  if (chosen === "new") {
    customerId = await createCustomer(
      database,
      { name: details.company.trim(), gstin: undefined, notes: undefined, reminderLeadDays: 30 },
      staff.actor,
    );
    await saveSite(database, customerId, undefined, siteFromRequest(details), staff.actor);
    await saveContact(database, customerId, undefined, contactFromRequest(details), staff.actor);
  } else {
    const customer = await database.db
      .selectFrom("passport_customers")
      .select("id")
      .where("id", "=", chosen)
      .executeTakeFirst();
    if (!customer) throw data("That customer no longer exists.", { status: 400 });
    customerId = chosen;
  }
  const saved = await createAsset(
    database,
    customerId,
    assetFromRequest(details),
    staff.actor,
    new Date(),
    reference,
  );
  if (!saved.ok) throw data(saved.message, { status: 400 });
  throw redirect(`/staff/assets/${saved.id}?done=from-request`, 303);
}

/**
 * The unit a console form or action works on. A unit merged into another is kept as it was, to
 * be read: every change goes to the unit it was merged into.
 */
export async function assetBasics(passport: Passport, idText: string | undefined) {
  const id = idOf(idText);
  const asset = await assetById(passport.platform.database, id);
  if (!asset) missing();
  if (asset.merged_into !== null)
    throw redirect(`/staff/assets/${asset.merged_into}?done=merged-away`, 303);
  return asset;
}

const attachmentLimits = {
  maxFields: 10,
  maxFiles: 1,
  maxPartBytes: 5 * 1024 * 1024,
  maxTotalBytes: 5 * 1024 * 1024 + 64 * 1024,
};

export async function assetAction(
  passport: Passport,
  staff: StaffView,
  idText: string | undefined,
  request: Request,
) {
  const asset = await assetBasics(passport, idText);
  const id = Number(asset.id);
  const { database } = passport.platform;
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/");
  const { form, fields } = await readConsoleForm(request, multipart ? attachmentLimits : undefined);
  const intent = fields.intent ?? "";
  if (intent === "details") {
    const parsed = parseWith(assetSchema, fields);
    if (!parsed.ok) return refused(intent, fields, parsed.fieldErrors);
    const saved = await updateAsset(database, id, parsed.data, staff.actor);
    if (!saved.ok) return refused(intent, fields, { [saved.field]: saved.message });
  } else if (intent === "interval") {
    const type = testTypes.find((option) => option.value === fields.testType)?.value;
    const choice = (fields.months ?? "").trim();
    const months = choice === "default" ? "default" : choice === "shutdown" ? null : Number(choice);
    if (!type) return refused(intent, fields, { testType: "Choose a test" });
    if (typeof months === "number" && !(Number.isInteger(months) && months >= 1 && months <= 120))
      return refused(intent, fields, {
        months:
          "Enter a whole number of months from 1 to 120, or choose the default or each shutdown",
      });
    await setInterval(database, id, type, months, staff.actor);
  } else if (intent === "merge") {
    const other = parsePositiveInt(fields.duplicate);
    const merged =
      other !== undefined
        ? await mergeAssets(database, id, other, staff.actor)
        : { ok: false as const, message: "Choose the duplicate to merge into this unit" };
    if (!merged.ok) return refused(intent, fields, { duplicate: merged.message });
  } else if (intent === "link-request") {
    const reference = (fields.reference ?? "").trim().toUpperCase();
    if (!/^[A-Z0-9-]{4,40}$/.test(reference))
      return refused(intent, fields, {
        reference: "Enter a service request's reference, for example VPS-261121-7K3QX2",
      });
    // Only a request that exists: the unit's page links to it and the customer sees its visits.
    const store = createRequestStore(database, passport.platform.messages);
    if (!(await store.byReference(reference)))
      return refused(intent, fields, {
        reference: `No service request has the reference ${reference}`,
      });
    await linkRequest(database, id, reference, staff.actor);
  } else if (intent === "attach") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0)
      return refused(intent, fields, { file: "Choose a file to attach" });
    const added = await addAttachment(
      database,
      id,
      null,
      { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      staff.actor,
    );
    if (!added.ok) return refused(intent, fields, { file: added.message });
  } else {
    throw data("Unknown form", { status: 400 });
  }
  throw redirect(`/staff/assets/${id}?done=${intent}`, 303);
}

export async function assetExtras(passport: Passport, assetId: number, customerId: number) {
  const { database } = passport.platform;
  const [requests, files, siblings] = await Promise.all([
    requestsOf(database, assetId),
    attachmentsOf(database, assetId),
    database.db
      .selectFrom("passport_assets")
      .select(["id", "tag"])
      .where("customer_id", "=", customerId)
      .where("id", "!=", assetId)
      .where("merged_into", "is", null)
      .orderBy("tag")
      .limit(500)
      .execute(),
  ]);
  return {
    requests: requests.map((row) => row.request_reference),
    files: files.map((file) => ({ ...file, id: Number(file.id) })),
    siblings: siblings.map((row) => ({ value: String(row.id), label: row.tag })),
  };
}
