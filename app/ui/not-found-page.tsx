import { useId } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { pageTitle } from "#app/lib/company.ts";
import { PrintedContact } from "./printed-contact.tsx";
import { SearchFields } from "./search-fields.tsx";

const secondaryLink =
  "rounded-md border border-navy-800 px-5 py-3 font-semibold text-navy-800 hover:bg-navy-50";

/**
 * The site's one "page not found": unknown paths and private pages that cannot be shown. Its
 * search is a plain GET form to the catalogue search, so it works before, or without, JavaScript.
 */
export function NotFoundPage() {
  const searchId = useId();
  return (
    <section className="page-x py-20 text-center lg:py-28">
      <title>{pageTitle("Page not found")}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-[0.12em] text-amber-800 uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">404 page not found</h1>
      <p className="mx-auto mt-4 max-w-prose text-steel-700">
        The address may be mistyped, or the page has moved. Everything we offer is one click away
        from the services page.
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser supports */}
      <form
        method="get"
        action="/services/search"
        role="search"
        className="mx-auto mt-8 flex w-full max-w-xl gap-2 text-left print:hidden"
      >
        <SearchFields id={searchId} placeholder="Search products and services, e.g. oil, VCB" />
      </form>
      <div className="mt-8 flex flex-wrap justify-center gap-3 print:hidden">
        <a
          href="/"
          className="rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700"
        >
          Go to the home page
        </a>
        <a href="/services" className={secondaryLink}>
          Browse services and products
        </a>
        <a href="/service-request" className={secondaryLink}>
          Request a service visit
        </a>
        <a href="/contact" className={secondaryLink}>
          Send us an enquiry
        </a>
      </div>
      <div className="mx-auto mt-6 max-w-xl text-left">
        <PrintedContact page="not-found" />
      </div>
    </section>
  );
}

/**
 * The error boundary of a private page (a fleet link, a request's status, a reminders link): a
 * wrong, revoked or expired address is the site's ordinary 404; any other error goes up.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
