import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root.tsx";

function Page() {
  return null;
}

async function render(loader: () => unknown) {
  const routes = [{ id: "root", path: "/", loader, Component: Page, ErrorBoundary }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return {
    status: context.statusCode,
    html: renderToStaticMarkup(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
    ),
  };
}

describe("the root error boundary", () => {
  it("shows '404 page not found' for a 404", async () => {
    const { status, html } = await render(() => {
      throw data("Not found", { status: 404 });
    });
    expect(status).toBe(404);
    expect(html).toContain("404 page not found");
    expect(html).not.toContain("Unexpected Application Error!");
  });

  it("shows 'Unexpected Application Error!' with the message for any other failure", async () => {
    const { status, html } = await render(() => {
      throw new Error("Catalogue file could not be read");
    });
    expect(status).toBe(500);
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Catalogue file could not be read");
  });

  it("says a refusal thrown on purpose as itself: the console's expired form", async () => {
    const { status, html } = await render(() => {
      throw data(
        {
          title: "This form has expired",
          message:
            "It was sent without its security token, or with one from an earlier session. Go back, reload the page and send it again.",
        },
        { status: 403 },
      );
    });
    expect(status).toBe(403);
    expect(html).toContain('<h1 class="text-3xl font-semibold">This form has expired</h1>');
    expect(html).toContain("Go back, reload the page and send it again.");
    expect(html).not.toContain("Unexpected Application Error!");
  });
});
