import { Link, redirect } from "react-router";
import { catalogue } from "#app/features/catalogue/catalogue.server.ts";
import { catalogueCrumbs } from "#app/features/catalogue/catalogue-page.tsx";
import { ItemCardList } from "#app/features/catalogue/item-card.tsx";
import { ItemRowList } from "#app/features/catalogue/item-row-list.tsx";
import { SearchBar } from "#app/features/catalogue/search-bar.tsx";
import { normaliseKeyword } from "#app/features/catalogue/search-query.ts";
import { company } from "#app/lib/company.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { LinkItems } from "#app/ui/link-list.tsx";
import type { Route } from "./+types/services-search-results";

/**
 * Results are for reading (decision 0017): links, and the same search form as the services
 * listing, a GET form the server turns into /services/search/{term} whose field refuses a blank
 * term. No script at all.
 */
export const handle: ServerHandle = { hydrate: false };

/**
 * A blank keyword has no results page: it goes to the search form. A keyword with spaces around
 * it, or longer than is read, goes to the address of the term that is searched for.
 */
export function loader({ params }: Route.LoaderArgs) {
  const keyword = normaliseKeyword(params.keyWord);
  if (!keyword) return redirect("/services/search");
  if (keyword !== params.keyWord)
    return redirect(`/services/search/${encodeURIComponent(keyword)}`);
  const results = catalogue.search(keyword);
  return {
    keyword,
    results,
    suggestions: results.length ? [] : catalogue.suggestionLinks(keyword),
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=300" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Search: ${loaderData.keyword}`,
    description: `Products and services of ${company.shortName} whose name contains “${loaderData.keyword}”.`,
    path: `/services/search/${encodeURIComponent(loaderData.keyword)}`,
    shareCard: "home",
  });
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { keyword, results, suggestions } = loaderData;
  return (
    <>
      <section className="border-b border-steel-200 bg-navy-50">
        <div className="page-x pt-12">
          <Breadcrumb items={catalogueCrumbs({ label: "Search" })} />
        </div>
        {/* The question and the search box, centred: a search page has nothing to put beside them. */}
        <div className="page-x flex flex-col items-center pb-12 text-center">
          <h1 className="mt-6 text-2xl font-semibold sm:text-3xl">
            {results.length ? (
              <>
                {results.length} Search results found for keyword{" "}
                <span className="text-amber-800">{keyword}</span>
              </>
            ) : (
              <>
                Sorry! No search results found for keyword{" "}
                <span className="text-amber-800">{keyword}</span>
              </>
            )}
          </h1>
          <div className="mt-6 flex w-full justify-center">
            <SearchBar key={keyword} defaultValue={keyword} />
          </div>
        </div>
      </section>
      <section aria-label="Results" className="bg-paper py-12 lg:py-16">
        <div className="page-x">
          {results.length ? (
            // A few results read best as a list; more as a grid of cards.
            results.length <= 3 ? (
              <ItemRowList items={results} highlight={keyword} />
            ) : (
              <ItemCardList items={results} headingLevel={2} highlight={keyword} />
            )
          ) : (
            <div>
              {suggestions.length ? (
                <>
                  <h2 className="text-xl font-semibold">Did you mean one of these?</h2>
                  <ul className="mt-4 flex flex-wrap gap-3">
                    <LinkItems
                      links={suggestions}
                      className="inline-block rounded-md border border-navy-200 bg-white px-4 py-2 font-medium text-navy-700 hover:border-navy-600"
                    />
                  </ul>
                </>
              ) : null}
              <p className="mt-8 max-w-prose text-steel-700">
                Try a shorter word, such as “oil”, “VCB” or “gasket”, or{" "}
                <Link to="/services" className="font-semibold text-navy-700 underline">
                  browse all services and products
                </Link>
                . If you cannot find what you need,{" "}
                <Link to="/contact" className="font-semibold text-navy-700 underline">
                  send us an enquiry
                </Link>{" "}
                and we will tell you whether we can supply it.
              </p>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
