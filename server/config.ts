import express from "express";
import { z } from "zod";
import { optional } from "#app/lib/env.ts";
import {
  ConfigError,
  checkMailSettings,
  parseSettings,
  siteSettingsShape,
} from "#app/platform/settings.ts";

export { ConfigError };

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
      // Express compiles the list as it will at start, and refuses a malformed address.
      express().set("trust proxy", addresses);
    } catch (error) {
      const message = /^(true|yes|on)$/i.test(value)
        ? "must name the proxies, not trust every peer: a hop count such as 1, or their addresses (e.g. loopback or 10.0.0.0/8)"
        : (error as Error).message;
      context.addIssue({ code: "custom", message });
    }
    return addresses;
  });

const whole = (min: number, max: number, fallback: number) =>
  optional(z.coerce.number().int().min(min).max(max).default(fallback));

/** The site's settings and the server's own. */
export const configSchema = z
  .object({
    ...siteSettingsShape,
    PORT: whole(1, 65535, 3000),
    /** Loopback by default: a server open to the network is a deployment, and needs SITE_URL. */
    HOST: optional(z.string().min(1).default("127.0.0.1")),
    /** Largest request body accepted, in bytes; larger ones get 413. */
    BODY_LIMIT_BYTES: whole(1024, 10_485_760, 65_536),
    /**
     * Largest body of a route whose handle takes uploads (the service request: three photos of
     * 5 MB and the fields), and how many such bodies are taken at once, at most half of them
     * for one client address (an IPv6 one by its /64); more get 503.
     */
    UPLOAD_LIMIT_BYTES: whole(1024, 33_554_432, 16_777_216),
    UPLOAD_CONCURRENCY: whole(1, 64, 4),
    /** How long a shutdown waits for requests in flight before closing their connections. */
    SHUTDOWN_TIMEOUT_MS: whole(0, 120_000, 10_000),
    /**
     * Which peers are proxies whose X-Forwarded-* headers are believed (Express's `trust proxy`):
     * `false` (none), a hop count such as `1`, or a comma-separated list of addresses, CIDR
     * ranges and the names loopback, linklocal, uniquelocal.
     */
    TRUST_PROXY: optional(trustProxySchema.default(false)),
    /** HSTS on HTTPS answers covers subdomains only when every subdomain is served over HTTPS. */
    HSTS_INCLUDE_SUBDOMAINS: optional(z.stringbool().default(false)),
    /** Idle keep-alive connections are kept this long; above common proxy idle timeouts (60 s). */
    KEEP_ALIVE_TIMEOUT_MS: whole(1000, 600_000, 65_000),
    /** A client that has not sent the whole request head in this time is answered 408 and cut. */
    HEADERS_TIMEOUT_MS: whole(1000, 120_000, 20_000),
    /** A client that has not sent the whole request, body included, in this time likewise. */
    REQUEST_TIMEOUT_MS: whole(1000, 600_000, 60_000),
  })
  .superRefine(checkMailSettings);

export type Config = z.infer<typeof configSchema> & {
  /** True when SITE_URL came from the environment: it is then the origin forms must come from. */
  SITE_URL_SET: boolean;
};

/**
 * The settings a server starts with. In production (NODE_ENV=production, or listening beyond
 * loopback) it must be told its public origin: without it the origin of form posts would be
 * taken from the Host header the client sends, and e-mails would link to http://localhost:3000.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { forServer = false } = {}) {
  const config: Config = {
    ...parseSettings(configSchema, env),
    SITE_URL_SET: Boolean(env.SITE_URL),
  };
  // Unset on a laptop: the links the server writes (e-mails, QR codes, fleet links) go to the
  // port it listens on, not to the default 3000.
  if (forServer && !env.SITE_URL) config.SITE_URL = `http://localhost:${config.PORT}`;
  const loopback = /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i.test(config.HOST);
  const deployment = forServer && (env.NODE_ENV === "production" || !loopback);
  if (deployment && !env.MAIL_TRANSPORT)
    throw new ConfigError(
      "MAIL_TRANSPORT is required in production: set smtp (with SMTP_URL) or emailjs. The default, log, sends no e-mail (the company hears of no enquiry, customers get no acknowledgement or reminder) and writes every e-mail to the log, private links included; set MAIL_TRANSPORT=log only to choose that.",
    );
  if (deployment && !env.SITE_URL)
    throw new ConfigError(
      `SITE_URL is required in production (NODE_ENV=production or HOST=${config.HOST}): set it to the public origin, e.g. SITE_URL=https://www.vidyutpower.example. Forms are accepted only from that origin and e-mails link to it; without it the server would trust the Host header each request sends.`,
    );
  return config;
}
