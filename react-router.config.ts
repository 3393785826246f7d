import type { Config } from "@react-router/dev/config";
import { caseStudyPaths } from "#app/features/case-studies/case-studies.server.ts";
import { catalogue } from "#app/features/catalogue/catalogue.server.ts";

/**
 * Pages rendered for each request: search results, the API, the staff console, the rental page
 * with the fleet as it stands now and the verify pages of issued reports. Their paths start with
 * one of these; the sitemap lists only the public ones named in scripts/sitemap.ts
 * (indexableServerPages). The forms' pages are prerendered: their token and key come from a
 * small request (/api/form-token) or with the answer to their first post.
 */
export const serverRenderedPrefixes = [
  "/services/search",
  "/api/",
  "/staff",
  "/transformer/rental",
  "/verify",
];

export default {
  ssr: true,
  // Every page that does not depend on the request is rendered to HTML at build time and served
  // as a static file; search results, 404s and form responses are rendered by the server.
  prerender: {
    paths: ({ getStaticPaths }) => [
      ...getStaticPaths().filter(
        (path) => !serverRenderedPrefixes.some((prefix) => path.startsWith(prefix)),
      ),
      ...catalogue.categoryPaths(),
      ...catalogue.detailPaths(),
      ...catalogue.detailPaths().map((path) => `${path}/enquiry`),
      ...caseStudyPaths(),
    ],
    concurrency: 2,
  },
} satisfies Config;
