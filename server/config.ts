import proxyAddr from "proxy-addr";
import { z } from "zod";

/** Treats an empty variable as unset, so `PORT=` falls back to the default. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema);
}

export const siteUrlSchema = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://www.example.in" })
  .transform((url) => url.replace(/\/+$/, ""));

const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (/^(false|0|no|off)$/i.test(value)) return false;
    if (/^(true|yes|on)$/i.test(value)) {
      context.addIssue({
        code: "custom",
        message:
          "must name the proxies, not trust every peer: a hop count such as 1, or their addresses (e.g. loopback or 10.0.0.0/8)",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return { hops: Number(value) };
    const addresses = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(addresses);
    } catch (error) {
      context.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
    return { addresses };
  });

export type TrustProxy = false | { hops: number } | { addresses: string[] };

export const configSchema = z
  .object({
    NODE_ENV: optional(z.enum(["production", "development", "test"]).default("production")),
    PORT: optional(z.coerce.number().int().min(1).max(65535).default(3000)),
    HOST: optional(z.string().min(1).default("0.0.0.0")),
    /** The public origin; canonical links and the sitemap are built from it at build time. */
    SITE_URL: optional(siteUrlSchema.default("http://localhost:3000")),
    /** Largest request body accepted, in bytes; larger ones get 413. */
    BODY_LIMIT_BYTES: optional(z.coerce.number().int().min(1024).max(10_485_760).default(65_536)),
    LOG_LEVEL: optional(z.enum(["info", "error", "silent"]).default("info")),
    /** How long a shutdown waits for requests in flight before closing their connections. */
    SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().min(0).max(120_000).default(10_000)),
    /**
     * Which peers are proxies whose X-Forwarded-* headers are believed (proxy-addr semantics, as
     * Express's `trust proxy`): `false` (none), a hop count such as `1`, or a comma-separated list
     * of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
     */
    TRUST_PROXY: optional(trustProxySchema.default(false)),
    /** HSTS on HTTPS answers covers subdomains only when every subdomain is served over HTTPS. */
    HSTS_INCLUDE_SUBDOMAINS: optional(z.stringbool().default(false)),
    /** Idle keep-alive connections are kept this long; above common proxy idle timeouts (60 s). */
    KEEP_ALIVE_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(600_000).default(65_000)),
    /**
     * Signs the form tokens that date a form's display (spam defence). Generated into
     * DATA_DIR/form-secret when unset; several instances must share one value.
     */
    FORM_SECRET: optional(z.string().min(32, "must be at least 32 characters").optional()),

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
      z.string().min(3).default("Vidyut Power website <website@vidyutpower.example>"),
    ),
    MAIL_TO: optional(z.string().min(3).default("enquiry@vidyutpower.example")),
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
    /** Spam: a form sent sooner than this after it was shown is judged to be a bot's. */
    ENQUIRY_MIN_FILL_MS: optional(z.coerce.number().int().min(0).default(3_000)),
    /** At most this many enquiries per IP address per window; 0 lifts the limit (benchmarks only). */
    ENQUIRY_RATE_LIMIT: optional(z.coerce.number().int().min(0).default(10)),
    ENQUIRY_RATE_WINDOW_MS: optional(z.coerce.number().int().min(1000).default(600_000)),
  })
  .superRefine((config, context) => {
    if (config.MAIL_TRANSPORT === "smtp" && !config.SMTP_URL) {
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required when MAIL_TRANSPORT=smtp",
      });
    }
    if (config.MAIL_TRANSPORT === "emailjs") {
      for (const name of [
        "EMAILJS_SERVICE_ID",
        "EMAILJS_TEMPLATE_ID",
        "EMAILJS_PUBLIC_KEY",
      ] as const) {
        if (!config[name])
          context.addIssue({
            code: "custom",
            path: [name],
            message: "is required when MAIL_TRANSPORT=emailjs",
          });
      }
    }
  });

export type Config = z.infer<typeof configSchema> & {
  /** True when SITE_URL came from the environment: it is then the origin forms must come from. */
  SITE_URL_SET: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; a bad value throws a message that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return { ...result.data, SITE_URL_SET: Boolean(env.SITE_URL) };
  const lines = result.error.issues.map(
    (issue) =>
      `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
  );
  throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
}
