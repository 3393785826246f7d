/**
 * The checks every public form's submission passes after its fields were validated, in this
 * order: a repeat of a stored submission (same idempotency key) gets that submission back, or
 * is refused (409) when it carries other content; then the per-address rate limit (429); then
 * the screening of what is new: honeypot, signed form token, fill time, spent token. The
 * feature says how to find a submission by key and whether two carry the same content.
 */
import { addressKey } from "#app/lib/client-address.ts";
import { checkFormToken, issueFormToken } from "./form-token.server.ts";
import type { RateLimiter } from "./rate-limit.server.ts";

/** How a new submission was judged: clear, held for a person to look at, or a bot's (spam). */
export type Screening =
  | { verdict: "clear"; reason?: undefined }
  | { verdict: "held" | "spam"; reason: string };

export type IntakeOutcome<Stored> =
  | { outcome: "repeat"; stored: Stored }
  | { outcome: "refused"; status: 409 }
  | { outcome: "refused"; status: 429; retryAfterSeconds: number }
  | { outcome: "new"; screening: Screening };

export type IntakeSettings = {
  limiter: RateLimiter;
  /** Signs and checks the form tokens. */
  formSecret: string;
  /** Marks a valid form token used: false when it was used before (a replay). */
  spendToken(token: string, now: Date): Promise<boolean>;
  /** A form sent sooner than this after its token was issued is judged to be a bot's. */
  minFillMs: number;
};

export function createIntake(settings: IntakeSettings) {
  const { limiter, formSecret } = settings;

  /** Honeypot, then the signed token, the fill time and whether the token was used before. */
  async function screen(sent: { website?: string; formToken?: string }, now: Date) {
    if (sent.website) return { verdict: "spam", reason: "honeypot field filled" } as const;
    const token = checkFormToken(formSecret, sent.formToken, now.getTime());
    if (!token.ok)
      return { verdict: "held", reason: `no valid form token (${token.reason})` } as const;
    const fillMs = now.getTime() - token.issuedAt;
    if (fillMs < settings.minFillMs)
      return { verdict: "spam", reason: `sent ${fillMs} ms after the form was shown` } as const;
    if (!(await settings.spendToken(sent.formToken ?? "", now)))
      return { verdict: "held", reason: "form token used before (a replayed form)" } as const;
    return { verdict: "clear" } as const;
  }

  return {
    /** A token for a form about to be shown: the screening times the visitor from it. */
    issueFormToken: (now = Date.now()) => issueFormToken(formSecret, now),

    /**
     * A token for a form shown again to be corrected (a refused send): its visitor has filled it
     * once already, so it is dated back by the fill time and a corrected send is never judged
     * too fast. Anything that could use it could as well wait the fill time with a fresh one.
     */
    correctionToken: (now = Date.now()) => issueFormToken(formSecret, now - settings.minFillMs),

    /** How long after a fresh token is issued a send of it is a person's: the fill time. */
    fillMs: settings.minFillMs,

    /** The checks of a validated submission, in their order; see the module's comment. */
    async admit<Stored>(submission: {
      idempotencyKey: string;
      find(idempotencyKey: string): Promise<Stored | undefined>;
      sameContent(stored: Stored): boolean;
      ip?: string;
      website?: string;
      formToken?: string;
      now: Date;
    }): Promise<IntakeOutcome<Stored>> {
      // A repeat of a stored submission gets its answer, whatever the rate limit says.
      const existing = await submission.find(submission.idempotencyKey);
      if (existing) {
        if (!submission.sameContent(existing)) return { outcome: "refused", status: 409 };
        return { outcome: "repeat", stored: existing };
      }
      const rate = await limiter.consume(addressKey(submission.ip ?? "unknown"));
      if (!rate.ok)
        return { outcome: "refused", status: 429, retryAfterSeconds: rate.retryAfterSeconds };
      return { outcome: "new", screening: await screen(submission, submission.now) };
    },
  };
}

export type Intake = ReturnType<typeof createIntake>;
