/**
 * A service request filled in from a link: /service-request?symptoms=dga-alert&description=… (the
 * oil and DGA interpreter carries its reading this way; the rental fleet's "Request this unit"
 * adds urgency=breakdown). Only the urgency, the symptoms and the description are taken, checked
 * against the form's own options and limits; the visitor sees them before sending.
 */
import { cleanText } from "#app/lib/clean-text.ts";
import { limits } from "./fields.ts";
import { symptomOptions, urgencyOptions } from "./options.ts";
import type { Values } from "./request-controls.tsx";

const known = new Set<string>(symptomOptions.map((option) => option.value));
const urgencies = new Set<string>(urgencyOptions.map((option) => option.value));

export function readRequestPrefill(params: URLSearchParams): Values {
  const prefill: Values = {};
  const urgency = params.get("urgency") ?? "";
  if (urgencies.has(urgency)) prefill.urgency = urgency;
  const symptoms = [...new Set(params.getAll("symptoms"))].filter((value) => known.has(value));
  if (symptoms.length) prefill.symptoms = symptoms;
  const description = cleanText(params.get("description") ?? "").slice(0, limits.description);
  if (description) prefill.description = description;
  return prefill;
}
