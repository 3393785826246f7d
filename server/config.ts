import proxyAddr from "proxy-addr";
import { z } from "zod";
import { optional } from "#app/lib/env.ts";
import { checkMailSettings, platformSettingsShape } from "#app/platform/settings.ts";

export const siteUrlSchema = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://www.example.in" })
  .transform((url) => url.replace(/\/+$/, ""));

/** TRUST_PROXY as Express's `trust proxy` takes it: false (none), a hop count, or addresses. */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (/^(false|0|no|off)$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(addresses);
      return addresses;
    } catch (error) {
      const message = /^(true|yes|on)$/i.test(value)
        ? "must name the proxies, not trust every peer: a hop count such as 1, or their addresses (e.g. loopback or 10.0.0.0/8)"
        : (error as Error).message;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
  });

export const configSchema = z
  .object({
    NODE_ENV: optional(z.enum(["production", "development", "test"]).default("production")),
    PORT: optional(z.coerce.number().int().min(1).max(65535).default(3000)),
    /** Loopback by default: a server open to the network is a deployment, and needs SITE_URL. */
    HOST: optional(z.string().min(1).default("127.0.0.1")),
    /** The public origin; canonical links and the sitemap are built from it at build time. */
    SITE_URL: optional(siteUrlSchema.default("http://localhost:3000")),
    /** Largest request body accepted, in bytes; larger ones get 413. */
    BODY_LIMIT_BYTES: optional(z.coerce.number().int().min(1024).max(10_485_760).default(65_536)),
    /**
     * Largest body of a form with photos (the service request: three photos of 5 MB and the
     * fields), and how many such bodies the server holds in memory at once; more wait for 503.
     */
    UPLOAD_LIMIT_BYTES: optional(
      z.coerce.number().int().min(1024).max(33_554_432).default(16_777_216),
    ),
    UPLOAD_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64).default(4)),
    /**
     * Signs the stop links of the passport's reminder e-mails. Generated into
     * DATA_DIR/passport-secret when unset; several instances must share one value.
     */
    PASSPORT_SECRET: optional(z.string().min(32, "must be at least 32 characters").optional()),
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
    /** A client that has not sent the whole request head in this time is answered 408 and cut. */
    HEADERS_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(120_000).default(20_000)),
    /** A client that has not sent the whole request, body included, in this time likewise. */
    REQUEST_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(600_000).default(60_000)),

    ...platformSettingsShape,
  })
  .superRefine(checkMailSettings);

export type Config = z.infer<typeof configSchema> & {
  /** True when SITE_URL came from the environment: it is then the origin forms must come from. */
  SITE_URL_SET: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

const isLoopback = (host: string) => /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i.test(host);

/**
 * Parses the environment once; a bad value throws a message that names the variable. A server
 * (`forServer`) in production (NODE_ENV=production set, or listening beyond loopback) must be
 * told its public origin: without it the origin of form posts would be taken from the Host
 * header the client sends, and e-mails would link to http://localhost:3000. The build and the
 * operator's commands read the same settings without that rule.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { forServer = false } = {},
): Config {
  const result = configSchema.safeParse(env);
  if (result.success) {
    const deployed = env.NODE_ENV === "production" || !isLoopback(result.data.HOST);
    if (forServer && deployed && !env.SITE_URL)
      throw new ConfigError(
        `SITE_URL is required in production (NODE_ENV=production or HOST=${result.data.HOST}): set it to the public origin, e.g. SITE_URL=https://www.vidyutpower.example. Forms are accepted only from that origin and e-mails link to it; without it the server would trust the Host header each request sends.`,
      );
    return { ...result.data, SITE_URL_SET: Boolean(env.SITE_URL) };
  }
  const lines = result.error.issues.map(
    (issue) =>
      `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
  );
  throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
}
