/**
 * Behaviour modules (decision 0019): the few behaviours of a page that does not hydrate, as plain
 * DOM code without React. Each is built by Vite as an entry of its own with a hashed name
 * (scripts/behaviour-scripts-plugin.ts); a route names the ones it needs in its `handle`
 * (`behaviours`, app/lib/route-handle.ts) and root.tsx adds them to the document as module
 * scripts from this origin, which the strict CSP allows without a hash.
 */
export const behaviourModules = {
  /** The home page's hero and testimonial carousels. */
  "home-carousels": "app/features/marketing/carousel-behaviours.ts",
  /** The case studies' filters apply as soon as an option is chosen. */
  "case-study-filters": "app/features/case-studies/filter-behaviours.ts",
} as const;

export type BehaviourName = keyof typeof behaviourModules;

/** The id of the virtual module that maps each behaviour to the URL of its built file. */
export const behaviourScriptsModule = "virtual:behaviour-scripts";
