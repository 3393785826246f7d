/**
 * Words engineers search by that the catalogue's item names do not contain: the search itself
 * matches names only (the specification's rule), so these lead its "Did you mean" list to the
 * items they mean. Each pattern is tried on the whole keyword; its words are then looked for in
 * the item names, as the search looks for a keyword. The electrical tests are no catalogue item:
 * their page is the HV and LV testing service.
 */
export const tradeTerms: readonly { pattern: RegExp; names: readonly string[] }[] = [
  { pattern: /\b(on[- ]?load[- ]?)?tap[- ]?chang(er|ers|ing)\b|\boltc\b/i, names: ["OLTC"] },
  { pattern: /\bsf[- ]?6\b|\bhexafluoride\b/i, names: ["Sulfur Hexafluoride"] },
  { pattern: /\b(rent(al|ing)?|hire|hiring|lease)\b/i, names: ["on Rent"] },
  { pattern: /\bdga\b|\bdissolved gas\b|\bbdv\b|\bbreakdown voltage\b/i, names: ["Oil Testing"] },
  {
    pattern: /\b(oil )?(filtration|filtering|dehydration|drying|degassing)\b/i,
    names: ["Oil Filtration", "Filtration"],
  },
  { pattern: /\b(vcb|acb|breaker)s?\b/i, names: ["VCB", "ACB", "Circuit Breaker"] },
  { pattern: /\b(bucholz|buchholz|buchholtz)\b/i, names: ["Buchholz"] },
  { pattern: /\bmog\b|\boil level (gauge|indicator)\b/i, names: ["Oil Level Gauge"] },
  { pattern: /\b(wti|oti|winding temperature|oil temperature)\b/i, names: ["Temperature"] },
];

const testingPage = { label: "HV and LV Electrical Testing", to: "/transformer/hvlvtesting" };

/** Tests named in a search that the catalogue lists under no item of its own. */
const tradePages: readonly { pattern: RegExp; page: { label: string; to: string } }[] = [
  {
    pattern:
      /\b(tan ?delta|dissipation factor|sfra|frequency response|insulation resistance|ir ?test|polari[sz]ation index|pi test|winding resistance|turns? ratio|ratio test|magneti[sz]ing current|hi-?pot|partial discharge|relay testing|ctpt|ct ?pt)\b/i,
    page: testingPage,
  },
];

/** The pages a keyword's tests lead to, each once. */
export function pagesForTradeTerms(keyword: string): { label: string; to: string }[] {
  return [
    ...new Set(tradePages.flatMap(({ pattern, page }) => (pattern.test(keyword) ? [page] : []))),
  ];
}

/** The name fragments a keyword's trade terms lead to, in the table's order, each once. */
export function namesForTradeTerms(keyword: string): string[] {
  return [
    ...new Set(tradeTerms.flatMap(({ pattern, names }) => (pattern.test(keyword) ? names : []))),
  ];
}
