/** The console's customer pages: the list with search, a new customer, one customer's page. */

import { data, redirect } from "react-router";
import { dayNumber } from "#app/lib/calendar-day.ts";
import { parsePositiveInt } from "#app/lib/positive-int.ts";
import { assetsOf } from "./assets.server.ts";
import { idOf, missing, readConsoleForm, refused, type StaffView } from "./console.server.ts";
import {
  createCustomer,
  customerById,
  customersPerPage,
  listCustomers,
  saveContact,
  saveSite,
  updateCustomer,
} from "./customers.server.ts";
import { fleetLinksOf, issueFleetLink, revokeFleetLinks } from "./fleet-links.server.ts";
import { contactSchema, customerSchema, parseWith, siteSchema } from "./schema.ts";
import type { Passport } from "./start.server.ts";

export async function customersLoader(passport: Passport, request: Request) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, 100);
  const page = parsePositiveInt(params.get("page"), 10_000) ?? 1;
  const { rows, total } = await listCustomers(passport.platform.database, query, page);
  return { query, page, pages: Math.max(1, Math.ceil(total / customersPerPage)), total, rows };
}

export async function newCustomerAction(passport: Passport, staff: StaffView, request: Request) {
  const { fields } = await readConsoleForm(request);
  const parsed = parseWith(customerSchema, fields);
  if (!parsed.ok) return refused("customer", fields, parsed.fieldErrors);
  const id = await createCustomer(passport.platform.database, parsed.data, staff.actor);
  throw redirect(`/staff/customers/${id}?done=created`, 303);
}

const doneTexts: Record<string, string> = {
  created: "The customer is saved. Add its sites, contacts and units below.",
  details: "The customer's details are saved.",
  site: "The site is saved.",
  contact: "The contact is saved.",
  revoked: "Every fleet link of this customer is revoked: the old links now answer 404.",
};

export async function customerLoader(
  passport: Passport,
  idText: string | undefined,
  request: Request,
) {
  const id = idOf(idText);
  const { database } = passport.platform;
  // The counts of the fleet links' openings include this instance's batch not yet written.
  await passport.accessLog.flush();
  const found = await customerById(database, id);
  if (!found) missing();
  const [assets, links] = await Promise.all([assetsOf(database, id), fleetLinksOf(database, id)]);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    ...found,
    assets: assets.map((asset) => ({
      id: Number(asset.id),
      tag: asset.tag,
      make: asset.make,
      rating: asset.rating === null ? "" : `${asset.rating} ${asset.rating_unit}`,
      status: asset.status,
      condition: asset.condition,
      mergedInto: asset.merged_into,
    })),
    links: links.map((link) => ({
      ...link,
      id: Number(link.id),
      accesses: Number(link.accesses ?? 0),
    })),
    done: doneTexts[done] ?? null,
  };
}

export async function customerAction(
  passport: Passport,
  staff: StaffView,
  idText: string | undefined,
  request: Request,
) {
  const id = idOf(idText);
  const { database } = passport.platform;
  if (!(await customerById(database, id))) missing();
  const { fields } = await readConsoleForm(request);
  const intent = fields.intent ?? "";
  const entryId = fields.entryId ? idOf(fields.entryId) : undefined;
  if (intent === "details") {
    const parsed = parseWith(customerSchema, fields);
    if (!parsed.ok) return refused(intent, fields, parsed.fieldErrors);
    await updateCustomer(database, id, parsed.data, staff.actor);
  } else if (intent === "site") {
    const parsed = parseWith(siteSchema, fields);
    if (!parsed.ok) return refused(intent, fields, parsed.fieldErrors);
    if (!(await saveSite(database, id, entryId, parsed.data, staff.actor))) missing();
  } else if (intent === "contact") {
    const parsed = parseWith(contactSchema, fields);
    if (!parsed.ok) return refused(intent, fields, parsed.fieldErrors);
    if (!(await saveContact(database, id, entryId, parsed.data, staff.actor))) missing();
  } else if (intent === "issue-link") {
    const expires = (fields.expiresOn ?? "").trim();
    const today = new Date().toISOString().slice(0, 10);
    if (expires && (dayNumber(expires) === undefined || expires <= today))
      return refused(intent, fields, {
        expiresOn:
          "Enter a date after today as YYYY-MM-DD, or leave it empty for a link that does not expire",
      });
    const token = await issueFleetLink(database, id, expires || null, staff.actor);
    // Shown once: only its hash is kept.
    return data({ intent, issued: `${passport.siteUrl.replace(/\/$/, "")}/fleet/${token}` });
  } else if (intent === "revoke-links") {
    await revokeFleetLinks(database, id, staff.actor);
    throw redirect(`/staff/customers/${id}?done=revoked`, 303);
  } else {
    throw data("Unknown form", { status: 400 });
  }
  throw redirect(`/staff/customers/${id}?done=${intent}`, 303);
}
