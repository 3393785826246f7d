/**
 * The render cache of the customer's fleet and unit pages (issue 23), as route middleware: the
 * link's token is checked and the access logged first, on every request, exactly as without the
 * cache (a revoked link is a 404 at once); then the page is answered from the passport's page
 * cache when it was rendered at the same data version, or rendered and kept.
 *
 * The data version is the newest row of the platform's audit log (`item_events`) and India's
 * date. Every staff change to what these pages show writes that log in the change's own
 * transaction (the passport's records, assets, customers, intervals, merges and links; the
 * service requests, reports and service plans they show), so the version read with the request
 * is never older than the data. A writer that changes these pages' data without an audit row
 * would leave them stale: see the rule in this folder's README.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { dayInIndia } from "#app/lib/india-day.ts";
import { linkCustomer, notFound } from "./fleet.server.ts";
import { encodingFor } from "./page-cache.server.ts";
import { type Passport, passportOf } from "./start.server.ts";

/** The customer whose link opened the page, once the middleware has checked it. */
const linkedCustomerContext = createContext<number | null>(null);

/** What the pages show can only have changed when this has: see the module's comment. */
export async function dataVersion(passport: Passport, now: Date): Promise<string> {
  const row = await passport.platform.database.db
    .selectFrom("item_events")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return `${row?.id ?? 0}@${dayInIndia(now)}`;
}

export const fleetPageMiddleware: MiddlewareFunction<Response> = async (
  { request, context, params },
  next,
) => {
  const passport = passportOf(context);
  const customerId = await linkCustomer(passport, params.token, request, context);
  context.set(linkedCustomerContext, customerId ?? null);
  // A wrong, revoked or expired link: the loader answers the site's 404, never kept.
  if (customerId === undefined || request.method !== "GET") return next();
  const url = new URL(request.url);
  const key = `${url.pathname}${url.search} ${await dataVersion(passport, new Date())}`;
  const encoding = encodingFor(request.headers.get("accept-encoding"));
  return passport.pages.get(key, encoding) ?? passport.pages.keep(key, await next(), encoding);
};

/** The customer the middleware found for this request's link. */
export function linkedCustomer(context: Readonly<RouterContextProvider>): number {
  const customerId = context.get(linkedCustomerContext);
  if (customerId === null) notFound();
  return customerId;
}
