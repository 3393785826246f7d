import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { parseFilters } from "./inbox-filters.ts";
import { InboxPage } from "./inbox-page.tsx";

/** The inbox page as the server renders it for a query string, with no items. */
function render(query: string): string {
  const { filters, errors, valid } = parseFilters(new URLSearchParams(query));
  const counts = { breakdowns: 0, review: 0, failed: 0 };
  const props = { filters, errors, valid, counts, total: 0, page: 1, pages: 1, rows: [] };
  const Stub = createRoutesStub([{ path: "/staff", Component: () => <InboxPage {...props} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={[`/staff${query}`]} />);
}

describe("the inbox page's export link", () => {
  it("exports exactly the filters shown while they are valid", () => {
    const html = render("?kind=contact&q=Halol");
    expect(html).toContain('href="/staff/export.csv?kind=contact&amp;q=Halol"');
    expect(html).toContain("Export these items as CSV");
  });

  it("is not offered while a filter is not valid, and the error is shown", () => {
    const html = render(`?kind=contact&q=${"a".repeat(101)}`);
    expect(html).not.toContain("export.csv");
    expect(html).toContain("Correct the filters to export the items.");
    expect(html).toContain("Search for at most 100 characters");
    const unknown = render("?status=bogus");
    expect(unknown).not.toContain("export.csv");
    expect(unknown).toContain("Choose a status from the list");
  });
});
