/** What every answer behind a fleet link carries, and its 404. */
import { data } from "react-router";

/** Never cached, never indexed, never sent on as a referrer. */
export const fleetHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export function notFound(): never {
  throw data("Not found", { status: 404, headers: fleetHeaders });
}
