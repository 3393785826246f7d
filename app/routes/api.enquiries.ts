import { submitEnquiry } from "~/enquiries/action.server";
import type { Route } from "./+types/api.enquiries";

/**
 * POST /api/enquiries: the forms' JavaScript path. Answers JSON: 200 with the reference, 400 with
 * the field errors, 429 when one address sends too many; never a server error for bad input.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!sameOrigin(request)) {
    return Response.json(
      { ok: false, formError: "Cross-site submissions are not accepted." },
      { status: 403 },
    );
  }
  const kind = new URL(request.url).searchParams.get("kind") === "product" ? "product" : "contact";
  const { result } = await submitEnquiry(kind, request, context);
  if (result.ok) return Response.json({ ok: true, reference: result.reference });
  return Response.json(
    { ok: false, formError: result.formError, fieldErrors: result.fieldErrors },
    { status: result.status },
  );
}

function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
