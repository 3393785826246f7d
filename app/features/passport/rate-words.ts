import type { RateCheck } from "#app/features/oil-analysis/public.ts";

/**
 * How a gas's fitted rate reads in a unit's table. Only a change beyond the laboratory's scatter
 * is a rise or a fall; a real fall (after degassing, or from a high earlier sample) is not a rise.
 */
export function rateWords(rate: Pick<RateCheck, "exceeded" | "significant" | "perYear">): string {
  if (rate.exceeded) return "Faster than typical";
  if (!rate.significant) return "No real change";
  return rate.perYear < 0 ? "Falling" : "Rising within typical";
}
