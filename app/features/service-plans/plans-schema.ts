/**
 * The service plans' content file (content/service-plans.yaml), checked by zod when the site is
 * built and on the server. The targets are whole numbers: the console's clock compares them with
 * elapsed minutes, and a plan's target may never be looser than the general one.
 */
import { z } from "zod";

const text = z.string().trim().min(1, "must not be empty");
const whole = (max: number) =>
  z.number().int("must be a whole number").positive("must be above zero").max(max);

export const targetsSchema = z.strictObject({
  /** A breakdown: minutes from receipt to the call back. */
  acknowledgeMinutes: whole(24 * 60),
  /** A breakdown: hours from receipt to the engineer at the gate, in Gujarat and elsewhere. */
  siteHoursGujarat: whole(240),
  siteHoursElsewhere: whole(240),
  /** Planned work or a visit within a week: hours from receipt to the call that agrees a date. */
  plannedAcknowledgeHours: whole(72),
});

export type Targets = z.infer<typeof targetsSchema>;

export const planIds = ["essential", "assured", "critical"] as const;
export type PlanId = (typeof planIds)[number];

const planSchema = z.strictObject({
  id: z.enum(planIds),
  name: text,
  summary: text,
  /** Why the page marks this plan out, on a label over its card (one plan at most). */
  highlight: text.max(40, "must fit on the card's label: 40 characters at most").optional(),
  visitsPerYear: whole(12),
  targets: targetsSchema,
  tests: z
    .array(z.strictObject({ name: text, standard: text }))
    .min(1)
    .max(12),
  includes: z.array(text).min(1).max(8),
});

export type Plan = z.infer<typeof planSchema>;

const looser = (plan: Targets, general: Targets) =>
  (Object.keys(general) as (keyof Targets)[]).find((key) => plan[key] > general[key]);

export const plansFileSchema = z
  .strictObject({
    heading: text,
    lead: text,
    general: targetsSchema,
    plans: z.array(planSchema).length(planIds.length),
    desk: text,
    howTargetsCount: z.array(text).min(1).max(6),
    exclusions: z.array(text).min(1).max(12),
  })
  .superRefine((file, context) => {
    if (file.plans.filter((plan) => plan.highlight).length > 1)
      context.addIssue({
        code: "custom",
        path: ["plans"],
        message: "at most one plan may have a highlight",
      });
    file.plans.forEach((plan, index) => {
      if (plan.id !== planIds[index])
        context.addIssue({
          code: "custom",
          path: ["plans", index, "id"],
          message: `must be ${planIds[index]} (plans are listed ${planIds.join(", ")})`,
        });
      const key = looser(plan.targets, file.general);
      if (key)
        context.addIssue({
          code: "custom",
          path: ["plans", index, "targets", key],
          message: "must not be looser than the general target",
        });
    });
  });

export type PlansFile = z.infer<typeof plansFileSchema>;
