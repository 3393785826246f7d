/**
 * A contact form filled in from a link: /contact?service=service&message=… (the oil and DGA
 * interpreter sends its reading this way). Only the message and the service are taken, cleaned
 * and cut to the form's own limits; the visitor reads and edits them before sending anything.
 */
import { cleanLine, cleanText } from "#app/lib/clean-text.ts";
import { contactServices, limits } from "./fields.ts";

export type ContactPrefill = { message?: string; service?: string };

export function readContactPrefill(params: URLSearchParams): ContactPrefill {
  const prefill: ContactPrefill = {};
  const message = cleanText(params.get("message") ?? "").slice(0, limits.message);
  if (message) prefill.message = message;
  const service = cleanLine(params.get("service") ?? "");
  if ((contactServices as readonly string[]).includes(service)) prefill.service = service;
  return prefill;
}
