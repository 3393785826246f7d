import { enquiryService } from "#app/features/enquiries/action.server.ts";
import type { Route } from "./+types/api.form-token";

/**
 * GET /api/form-token: a signed token that dates the form the visitor is about to fill in, and
 * how long the browser waits before a send with it (a visitor who filled the form while the
 * page's scripts loaded may send at once: the browser holds the send until the fill time).
 */
export function loader({ context }: Route.LoaderArgs) {
  const enquiries = enquiryService(context);
  return Response.json(
    { token: enquiries.issueFormToken(), waitMs: enquiries.fillMs },
    { headers: { "Cache-Control": "no-store" } },
  );
}
