import type { Crumb } from "./breadcrumb.tsx";

const home: Crumb = { label: "Home", to: "/" };

/** A public page's breadcrumb trail: Home, then the pages above this one, then this one. */
export function fromHome(...trail: Crumb[]): Crumb[] {
  return [home, ...trail];
}
