/**
 * Behaviour modules (decision 0019): the few behaviours of a page that does not hydrate, as plain
 * DOM code without React. The build bundles each into one self-contained module
 * (scripts/behaviour-scripts-plugin.ts), the site header's behaviours first; a route names the
 * ones it needs in its `handle` (`behaviours`, app/lib/route-handle.ts) and root.tsx writes them
 * into the document as inline module scripts, which the page's CSP allows by their hashes
 * (decision 0021). Under `npm run dev` they are loaded from Vite by `src` instead.
 */
const header = "app/ui/header-behaviour.ts";

export const behaviourModules = {
  /** The header, and the home page's hero and testimonial carousels. */
  "home-carousels": [header, "app/features/marketing/carousel-behaviours.ts"],
  /**
   * The header alone, for a page for reading whose own parts need no script: the case studies,
   * whose filters apply with their Show button (a list that reloaded on each choice took the
   * keyboard's focus away at every arrow key, WCAG 3.2.2).
   */
  "site-header": [header],
} as const;

export type BehaviourName = keyof typeof behaviourModules;

/** The id of the virtual module that maps each behaviour to the URL of its built file. */
export const behaviourScriptsModule = "virtual:behaviour-scripts";
