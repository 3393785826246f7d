/**
 * The render cache of the console's due list (issue 23), as route middleware under the staff
 * layout, whose middleware has already checked the session (and sends anyone else to sign in)
 * before this runs. The list is kept per session, since the console around it carries the
 * session's CSRF token and the staff member's name, and per query (filter and page), at the
 * data version of `fleet-cache.server.ts` (the newest audit-log row and India's date, since
 * "overdue" and "due in 30 days" move with the day).
 */
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { dataVersion } from "./fleet-cache.server.ts";
import { encodingFor } from "./page-cache.server.ts";
import { passportOf } from "./start.server.ts";

/** `sessionOf` names the signed-in session (the route gives its CSRF token from the staff guard). */
export function dueListCache(
  sessionOf: (context: Readonly<RouterContextProvider>) => string,
): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    if (request.method !== "GET") return next();
    const passport = passportOf(context);
    const session = sessionOf(context);
    const url = new URL(request.url);
    const version = await dataVersion(passport, new Date());
    const key = `${url.pathname}${url.search} ${session} ${version}`;
    const encoding = encodingFor(request.headers.get("accept-encoding"));
    return passport.pages.get(key, encoding) ?? passport.pages.keep(key, await next(), encoding);
  };
}
