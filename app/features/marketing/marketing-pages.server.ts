import type { Crumb } from "~/ui/breadcrumb";
import type { MarketingPage } from "~/ui/content-types";
import { aboutPage } from "./content/pages/about";
import { automationPage } from "./content/pages/automation";
import {
  safetyPage,
  whatClientsSayPage,
  whatWeDoPage,
  whoWeArePage,
  whyChooseUsPage,
} from "./content/pages/company";
import { industryPage } from "./content/pages/industry";
import { privacyPage } from "./content/pages/privacy";
import {
  fieldServicePage,
  hvlvTestingPage,
  refurbishmentPage,
  rentalPage,
  repairsPage,
  transformerServicePages,
} from "./content/pages/transformer";

export type MarketingEntry = { page: MarketingPage; crumbs: Crumb[] };

const home: Crumb = { label: "Home", to: "/" };
const about: Crumb = { label: "About Us", to: "/aboutus" };
const services: Crumb = { label: "Services", to: "/services" };

function entry(page: MarketingPage, parents: Crumb[]): [string, MarketingEntry] {
  return [page.path, { page, crumbs: [home, ...parents, { label: page.title }] }];
}

/** Every page whose body is marketing copy, by the path the route table gives it. */
export const marketingPages = new Map<string, MarketingEntry>([
  entry(aboutPage, []),
  entry(safetyPage, [about]),
  entry(whoWeArePage, [about]),
  entry(whatWeDoPage, [about]),
  entry(whyChooseUsPage, [about]),
  entry(whatClientsSayPage, [about]),
  entry(industryPage, []),
  entry(fieldServicePage, [services]),
  entry(refurbishmentPage, [services]),
  entry(repairsPage, [services]),
  entry(hvlvTestingPage, [services]),
  entry(rentalPage, [services]),
  ...transformerServicePages.map((page) => entry(page, [services])),
  entry(automationPage, []),
  entry(privacyPage, []),
]);

/** Looks a page up by the request's path; data requests (`/aboutus.data`) name the same page. */
export function getMarketingPage(path: string): MarketingEntry | undefined {
  return marketingPages.get(path.replace(/\.data$/, "").replace(/\/+$/, "") || "/");
}
