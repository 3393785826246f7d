import type { Crumb } from "#app/ui/breadcrumb.tsx";
import type { MarketingPage } from "#app/ui/content-types.ts";
import { fromHome } from "#app/ui/crumbs.ts";
import { loadPages } from "./content-loader.ts";
import { pageFiles } from "./marketing-files.server.ts";

export type MarketingEntry = { page: MarketingPage; crumbs: Crumb[] };

const about: Crumb = { label: "About Us", to: "/aboutus" };
const services: Crumb = { label: "Services", to: "/services" };

/** The pages of one part of the site: their ids are the part's name, a dash and the page's name. */
function pagesUnder(parent: Crumb, part: string, names: string[]): [string, Crumb[]][] {
  return names.map((name) => [`${part}-${name}`, [parent]]);
}

/**
 * The navigation above each marketing page: the crumbs between Home and the page itself. The ids
 * are the route ids of app/routes.ts and the names of the copy files, content/pages/<id>.yaml.
 */
const navigation: [id: string, parents: Crumb[]][] = [
  ["aboutus", []],
  ...pagesUnder(about, "company", [
    "safety",
    "whoweare",
    "whatwedo",
    "whychooseus",
    "whatclientsay",
  ]),
  ["industry", []],
  ...pagesUnder(services, "transformer", [
    "fieldservice",
    "refurbishmentandoverhauling",
    "repaireandmaintainance",
    "hvlvtesting",
    "rental",
    ...[1, 2, 3, 4, 5].map((n) => `transformer${n}`),
  ]),
  ["automation", []],
  ["privacy", []],
];

/** The pages with their crumbs, keyed by path; `files` is for tests that bring their own. */
export function marketingEntries(files = pageFiles): Map<string, MarketingEntry> {
  const pages = loadPages(
    files,
    navigation.map(([id]) => id),
  );
  return new Map(
    navigation.map(([id, parents]): [string, MarketingEntry] => {
      const page = pages.get(id) as MarketingPage;
      return [page.path, { page, crumbs: fromHome(...parents, { label: page.title }) }];
    }),
  );
}

/** Every page whose body is marketing copy, by the path the route table gives it. */
export const marketingPages = marketingEntries();

/** Looks a page up by the request's path; data requests (`/aboutus.data`) name the same page. */
export function getMarketingPage(path: string): MarketingEntry | undefined {
  return marketingPages.get(path.replace(/\.data$/, "").replace(/\/+$/, "") || "/");
}

/** A page that a route of its own renders (/company/whatclientsay, the /automation aliases). */
export function marketingPage(path: string): MarketingPage {
  const entry = marketingPages.get(path);
  if (!entry) throw new Error(`No marketing page at ${path}`);
  return entry.page;
}
