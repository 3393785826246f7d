import type { ShouldRevalidateFunctionArgs } from "react-router";

export type { ShouldRevalidateFunctionArgs };

/**
 * For routes whose loader data no form changes (the catalogue, the page copy): a post leaves it
 * as it is. This spares a request after every enquiry, and a sent form's outcome never turns into
 * the error page because that request failed too.
 */
export function keepAfterPosts({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;
}
