import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A form token says when the server showed a form: `<issued ms>.<nonce>.<HMAC>`, signed with the
 * site's secret. The spam checks measure the fill time from it, so neither a missing field nor
 * a visitor's clock can decide whether an enquiry is a person's.
 */
export type TokenCheck =
  | { ok: true; issuedAt: number }
  | { ok: false; reason: "missing" | "malformed" | "forged" | "expired" | "from the future" };

/** A form left open longer than this is sent with a stale token and held for a look. */
export const tokenLifetimeMs = 24 * 3_600_000;

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function issueFormToken(secret: string, now = Date.now()): string {
  const payload = `${now}.${randomBytes(9).toString("base64url")}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function checkFormToken(secret: string, token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== "string" || token === "") return { ok: false, reason: "missing" };
  const match = /^(\d{13})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "malformed" };
  const [, issued, nonce, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "forged" };
  const issuedAt = Number(issued);
  if (issuedAt > now + 60_000) return { ok: false, reason: "from the future" };
  if (now - issuedAt > tokenLifetimeMs) return { ok: false, reason: "expired" };
  return { ok: true, issuedAt };
}

/**
 * FORM_SECRET from the environment, else one generated once into DATA_DIR/form-secret (readable
 * by the server's user only). Several instances must be given the same FORM_SECRET.
 */
export function resolveFormSecret(settings: { FORM_SECRET?: string; DATA_DIR: string }): string {
  return resolveSecret(settings.FORM_SECRET, settings.DATA_DIR, "form-secret");
}

/** `value` when set, else a secret generated once into DATA_DIR/`fileName` (mode 0600). */
export function resolveSecret(
  value: string | undefined,
  dataDir: string,
  fileName: string,
): string {
  if (value) return value;
  const file = path.resolve(dataDir, fileName);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      return readFileSync(file, "utf8").trim();
    throw error;
  }
}
