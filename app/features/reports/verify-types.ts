/** What the verify page's loader refuses with and what its file check answers; browser-safe. */

/** An issued report is a few hundred kilobytes; ten megabytes leaves room for any scan of it. */
export const maxFileBytes = 10 * 1_048_576;

export type VerifyRefusal =
  | { kind: "unknown"; number: string | null }
  | { kind: "limited"; retryAfterSeconds: number };

export type VerifyResult =
  | { ok: true; sha256: string; size: number; fileName: string; revision: number | null }
  | { ok: false; error: string };

export type VerifyRevision = {
  revision: number;
  status: "issued" | "superseded" | "withdrawn";
  issuedOn: string;
  sha256: string;
  supersededOn: string | null;
  withdrawnOn: string | null;
  withdrawnReason: string | null;
  /** What a correction changed, as its PDF prints it; null for the first issue. */
  correction: string | null;
};

export type VerifyView = {
  number: string;
  slug: string;
  issuer: string;
  /** The revision shown: the one asked for (?rev=), else the latest. */
  shown: VerifyRevision & {
    customerName: string;
    make: string;
    serialNumber: string;
    testedOn: string;
    results: { line: number; parameter: string; result: string; verdict: string; bad: boolean }[];
  };
  latest: number;
  /** Whether the address named a revision (?rev=); without, the latest is shown. */
  requested: boolean;
  revisions: VerifyRevision[];
};
