/**
 * Behaviour modules (decision 0019): the few behaviours of a page that does not hydrate, as plain
 * DOM code without React. Each is bundled by Vite into one self-contained file with a hashed name
 * (scripts/behaviour-scripts-plugin.ts), the site header's behaviours first; a route names the
 * ones it needs in its `handle` (`behaviours`, app/lib/route-handle.ts) and root.tsx adds them
 * to the document as module scripts from this origin, which the strict CSP allows without a hash.
 */
const header = "app/ui/header-behaviour.ts";

export const behaviourModules = {
  /** The header, and the home page's hero and testimonial carousels. */
  "home-carousels": [header, "app/features/marketing/carousel-behaviours.ts"],
  /** The header, and the case studies' filters that apply as soon as an option is chosen. */
  "case-study-filters": [header, "app/features/case-studies/filter-behaviours.ts"],
} as const;

export type BehaviourName = keyof typeof behaviourModules;

/** The id of the virtual module that maps each behaviour to the URL of its built file. */
export const behaviourScriptsModule = "virtual:behaviour-scripts";
