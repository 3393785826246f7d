import { pageTitle } from "~/lib/company";

/** The site's one "page not found": unknown paths and private pages that cannot be shown. */
export function NotFoundPage() {
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
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href="/"
          className="rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700"
        >
          Go to the home page
        </a>
        <a
          href="/service-request"
          className="rounded-md border border-navy-800 px-5 py-3 font-semibold text-navy-800 hover:bg-navy-50"
        >
          Request a service visit
        </a>
        <a
          href="/contact"
          className="rounded-md border border-navy-800 px-5 py-3 font-semibold text-navy-800 hover:bg-navy-50"
        >
          Send us an enquiry
        </a>
      </div>
    </section>
  );
}
