import { retryAfter, submitEnquiry } from "~/features/enquiries/action.server";
import type { Route } from "./+types/api.enquiries";

/**
 * POST /api/enquiries: the forms' JavaScript path. Answers JSON: 200 with the reference, 400 with
 * the field errors, 409 when an idempotency key comes back with other content, 429 (with
 * Retry-After) when one address sends too many; never a server error for bad input. The server
 * has already refused cross-site posts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const kind = new URL(request.url).searchParams.get("kind") === "product" ? "product" : "contact";
  const { result } = await submitEnquiry(kind, request, context);
  if (result.ok) return Response.json({ ok: true, reference: result.reference });
  return Response.json(
    { ok: false, formError: result.formError, fieldErrors: result.fieldErrors },
    { status: result.status, headers: retryAfter(result) },
  );
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
