/** The targets that apply to a request, in words for the customer and staff. Browser-safe. */
import type { Targets } from "./plans-schema.ts";
import { duration } from "./sla-clock.ts";

export function targetSentence(targets: Targets, urgency: string, inGujarat: boolean): string {
  if (urgency !== "breakdown")
    return `We call you within ${targets.plannedAcknowledgeHours} h of receipt to agree the visit date.`;
  const site = inGujarat ? targets.siteHoursGujarat : targets.siteHoursElsewhere;
  return `We call you back within ${duration(targets.acknowledgeMinutes)} of receipt, and an engineer reaches the site within ${site} h (${inGujarat ? "in Gujarat" : "outside Gujarat"}).`;
}

/** A plan's breakdown targets in a phrase: "call back within 30 min, engineer on site within …". */
export function planTargetWords(targets: Targets): string {
  return `call back within ${duration(targets.acknowledgeMinutes)}, engineer on site within ${targets.siteHoursGujarat} h in Gujarat, ${targets.siteHoursElsewhere} h elsewhere`;
}
