/** What every answer behind a fleet link carries, and its 404. */
import { company } from "#app/lib/company.ts";

/** Never cached, never indexed, never sent on as a referrer. */
export const fleetHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/**
 * A page behind the link renders the site's 404 from this (its error boundary); a file (the
 * fleet's CSV, a report's PDF, an attachment) answers with these words, not a JSON string.
 */
export function notFound(): never {
  throw new Response(
    `Not found. The fleet link may have been revoked or may have expired: ask ${company.shortName} for a new one.`,
    { status: 404, headers: { ...fleetHeaders, "Content-Type": "text/plain; charset=utf-8" } },
  );
}
