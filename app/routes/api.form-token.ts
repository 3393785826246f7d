import { enquiryService } from "#app/features/enquiries/action.server.ts";
import type { Route } from "./+types/api.form-token";

/** GET /api/form-token: a signed token that dates the form the visitor is about to fill in. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(
    { token: enquiryService(context).issueFormToken() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
