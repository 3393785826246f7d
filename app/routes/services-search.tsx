import { Link, redirect } from "react-router";
import { catalogueCrumbs } from "#app/features/catalogue/catalogue-page.tsx";
import { SearchBar } from "#app/features/catalogue/search-bar.tsx";
import { readSearchQuery } from "#app/features/catalogue/search-query.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import type { Route } from "./+types/services-search";

/**
 * Where the search form lands without JavaScript: ?keyword=… (any letter case) becomes
 * /services/search/{term}. With no term, or a blank one, this is the search form itself: an
 * empty search has no results page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = readSearchQuery(new URL(request.url).searchParams);
  if (query.kind === "term") return redirect(`/services/search/${encodeURIComponent(query.term)}`);
  return { blank: query.kind === "blank" };
}

export function headers() {
  return { "Cache-Control": "public, max-age=300" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Search products and services",
    description: "Search the services, spares and consumables of the catalogue by name.",
    path: "/services/search",
    shareCard: "home",
    noindex: loaderData?.blank,
  });
}

export default function SearchForm({ loaderData }: Route.ComponentProps) {
  return (
    <section className="border-b border-steel-200 bg-navy-50">
      <div className="page-x py-12">
        <Breadcrumb items={catalogueCrumbs({ label: "Search" })} />
        <h1 className="mt-6 text-2xl font-semibold sm:text-3xl">Search products and services</h1>
        {loaderData.blank ? (
          <p
            role="status"
            className="mt-4 max-w-prose rounded-md border border-amber-500 bg-amber-100 px-4 py-3 font-semibold text-navy-950"
          >
            The search box was empty. Type a name or part of one, such as “oil”, “VCB” or “gasket”.
          </p>
        ) : (
          <p className="mt-4 max-w-prose text-steel-700">
            Type a name or part of one, such as “oil”, “VCB” or “gasket”.
          </p>
        )}
        <div className="mt-6">
          <SearchBar />
        </div>
        <p className="mt-8 max-w-prose text-steel-700">
          Or{" "}
          <Link to="/services" className="font-semibold text-navy-700 underline">
            browse all services and products
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
