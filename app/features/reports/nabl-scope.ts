/**
 * Which results of a report fall within the scope of the laboratory's NABL accreditation, read
 * from each line's method standard: a line whose standards (IEC 60156, IS 6792 …) include one the
 * scope lists is within it. NABL asks an accredited laboratory to tell apart, on one report, the
 * results outside its accredited scope (NABL 133, its policy on the use of the symbol and claims
 * of accreditation; we mark them rather than leave the letterhead's claim over every line).
 */
import { nablAccreditation } from "#app/lib/company-credentials.ts";

const standardPattern = /\b(IEC|ISO|IS|IEEE|ASTM)\s*([A-Z]?\d+(?:\.\d+)*(?:-\d+)?)/g;

/** "IS 6792 / IEC 60156:2018" → ["IS 6792", "IEC 60156"]. */
export function standardsIn(text: string): string[] {
  return [...text.matchAll(standardPattern)].map(([, body, number]) => `${body} ${number}`);
}

const scoped = new Set(nablAccreditation.scope.flatMap((entry) => standardsIn(entry.standard)));

export type ScopeMarks = {
  /** For each line: true when it is outside the accredited scope. */
  outside: boolean[];
  /** Whether the letterhead names the accreditation: only when a result is within its scope. */
  claim: boolean;
  /** The note under the results, or null when every line is within the scope. */
  footnote: string | null;
};

export function nablScopeMarks(methods: readonly string[]): ScopeMarks {
  const outside = methods.map((method) => !standardsIn(method).some((id) => scoped.has(id)));
  const claim = outside.some((out) => !out);
  const footnote = !outside.some(Boolean)
    ? null
    : claim
      ? `† Not within the scope of the ${nablAccreditation.laboratory}'s NABL accreditation (certificate ${nablAccreditation.certificateNumber}).`
      : `None of these results is within the scope of the ${nablAccreditation.laboratory}'s NABL accreditation.`;
  return { outside, claim, footnote };
}
