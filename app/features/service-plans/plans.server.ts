/**
 * The service plans as the site shows and measures them: content/service-plans.yaml, bundled by
 * Vite and checked when the module loads, so a bad file stops the build (the prerender renders
 * /service-plans) with a message naming the file and the field.
 */
import { fillCompanyTokensDeep } from "#app/lib/company.ts";
import { parseContentFile } from "#app/lib/content-files.ts";
import plansText from "../../../content/service-plans.yaml?raw";
import { type PlanId, type PlansFile, plansFileSchema, type Targets } from "./plans-schema.ts";

export function loadPlans(text: string): PlansFile {
  return fillCompanyTokensDeep(
    parseContentFile("content/service-plans.yaml", text, plansFileSchema),
  );
}

export const plansFile: PlansFile = loadPlans(plansText);

/** The targets of a plan, or the general ones for a request from no plan customer. */
export function targetsOf(plan: PlanId | null): Targets {
  return plan
    ? (plansFile.plans.find((entry) => entry.id === plan)?.targets ?? plansFile.general)
    : plansFile.general;
}

export function planName(plan: PlanId): string {
  return plansFile.plans.find((entry) => entry.id === plan)?.name ?? plan;
}
