import { z } from "zod";

/** Treats an empty variable as unset, so `PORT=` falls back to the default. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema);
}

export const siteUrlSchema = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://www.example.in" })
  .transform((url) => url.replace(/\/+$/, ""));

export const configSchema = z.object({
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
  /** Behind a reverse proxy: take the client's address and protocol from X-Forwarded-*. */
  TRUST_PROXY: optional(z.stringbool().default(false)),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; a bad value throws a message that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) =>
      `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
  );
  throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
}
