import { z } from "zod";
import { company } from "#app/lib/company.ts";
import { optional } from "#app/lib/env.ts";

/**
 * The platform's settings, from the environment: storage, delivery, spam defence and secrets.
 * Every process reads them (`loadSettings`: the build, the operator's commands); the server's
 * configuration (server/config.ts) adds its own. Every settings type of the platform and the
 * features is derived from them.
 */
export const platformSettingsShape = {
  /** Enquiries are stored in DATA_DIR/enquiries.sqlite, or in PostgreSQL when DATABASE_URL is set. */
  DATA_DIR: optional(z.string().min(1).default("./data")),
  DATABASE_URL: optional(
    z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
  ),
  /** How stored enquiries reach the company: written to the log, SMTP, or the EmailJS REST API. */
  MAIL_TRANSPORT: optional(z.enum(["log", "smtp", "emailjs"]).default("log")),
  MAIL_FROM: optional(
    z
      .string()
      .min(3)
      .default(`${company.shortName} website <website@${company.email.split("@")[1]}>`),
  ),
  MAIL_TO: optional(z.string().min(3).default(company.email)),
  SMTP_URL: optional(
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  EMAILJS_API_URL: optional(
    z.url({ protocol: /^https?$/ }).default("https://api.emailjs.com/api/v1.0/email/send"),
  ),
  EMAILJS_SERVICE_ID: optional(z.string().min(1).optional()),
  EMAILJS_TEMPLATE_ID: optional(z.string().min(1).optional()),
  EMAILJS_PUBLIC_KEY: optional(z.string().min(1).optional()),
  EMAILJS_PRIVATE_KEY: optional(z.string().min(1).optional()),
  /** Delivery retries: first after about the base delay, doubling up to the maximum. */
  OUTBOX_BASE_DELAY_MS: optional(z.coerce.number().int().min(10).default(30_000)),
  OUTBOX_MAX_DELAY_MS: optional(z.coerce.number().int().min(10).default(3_600_000)),
  /** Tries before an enquiry is marked dead; `npm run enquiries -- retry` puts it back. */
  OUTBOX_MAX_ATTEMPTS: optional(z.coerce.number().int().min(1).max(1000).default(20)),
  OUTBOX_POLL_MS: optional(z.coerce.number().int().min(10).default(5_000)),
  /** How long one worker holds a claimed enquiry; a worker that died gives it up after this. */
  OUTBOX_LEASE_MS: optional(z.coerce.number().int().min(1000).default(60_000)),
  /** Spam: a form sent sooner than this after its token was issued is judged to be a bot's. */
  ENQUIRY_MIN_FILL_MS: optional(z.coerce.number().int().min(0).default(3_000)),
  /** New enquiries per client address per window, counted in the database; 0 lifts the limit. */
  ENQUIRY_RATE_LIMIT: optional(z.coerce.number().int().min(0).default(10)),
  ENQUIRY_RATE_WINDOW_MS: optional(z.coerce.number().int().min(1000).default(600_000)),
  /**
   * Signs the form tokens that date a form's display. Generated into DATA_DIR/form-secret when
   * unset; several instances must share one value.
   */
  FORM_SECRET: optional(z.string().min(32, "must be at least 32 characters").optional()),
  /**
   * Signs the staff console's session cookies. Generated into DATA_DIR/staff-secret when unset;
   * several instances must share one value.
   */
  STAFF_SECRET: optional(z.string().min(32, "must be at least 32 characters").optional()),
  /**
   * Signs the stop links of the passport's reminder e-mails. Generated into
   * DATA_DIR/passport-secret when unset; several instances must share one value.
   */
  PASSPORT_SECRET: optional(z.string().min(32, "must be at least 32 characters").optional()),
};

const platformSettingsObject = z.object(platformSettingsShape);

export type PlatformSettings = z.infer<typeof platformSettingsObject>;
export type DatabaseSettings = Pick<PlatformSettings, "DATA_DIR" | "DATABASE_URL">;
export type MailSettings = Pick<
  PlatformSettings,
  | "MAIL_TRANSPORT"
  | "MAIL_FROM"
  | "MAIL_TO"
  | "SMTP_URL"
  | "EMAILJS_API_URL"
  | "EMAILJS_SERVICE_ID"
  | "EMAILJS_TEMPLATE_ID"
  | "EMAILJS_PUBLIC_KEY"
  | "EMAILJS_PRIVATE_KEY"
>;

/** The transports' own requirements: SMTP needs its URL, EmailJS its three ids. */
export function checkMailSettings(settings: MailSettings, context: z.RefinementCtx) {
  if (settings.MAIL_TRANSPORT === "smtp" && !settings.SMTP_URL) {
    context.addIssue({
      code: "custom",
      path: ["SMTP_URL"],
      message: "is required when MAIL_TRANSPORT=smtp",
    });
  }
  if (settings.MAIL_TRANSPORT === "emailjs") {
    for (const name of [
      "EMAILJS_SERVICE_ID",
      "EMAILJS_TEMPLATE_ID",
      "EMAILJS_PUBLIC_KEY",
    ] as const) {
      if (!settings[name])
        context.addIssue({
          code: "custom",
          path: [name],
          message: "is required when MAIL_TRANSPORT=emailjs",
        });
    }
  }
}

/** The settings of the site as a whole, beside the platform's, for every process. */
export const siteSettingsShape = {
  NODE_ENV: optional(z.enum(["production", "development", "test"]).default("production")),
  /** The public origin; canonical links and the sitemap are built from it at build time. */
  SITE_URL: optional(
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://www.example.in" })
      .transform((url) => url.replace(/\/+$/, ""))
      .default("http://localhost:3000"),
  ),
  LOG_LEVEL: optional(z.enum(["info", "error", "silent"]).default("info")),
  ...platformSettingsShape,
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment with `schema`; a bad value throws a message that names the variable. */
export function parseSettings<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) =>
      `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
  );
  throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

const siteSettingsSchema = z.object(siteSettingsShape).superRefine(checkMailSettings);

/** The site's settings as the build and the operator's commands read them. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env) {
  return parseSettings(siteSettingsSchema, env);
}
