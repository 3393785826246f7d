import behaviourScripts from "virtual:behaviour-scripts";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { catalogue } from "#app/features/catalogue/catalogue.server.ts";
import { pageTitle } from "#app/lib/company.ts";
import { stallScript } from "#app/lib/hydration-stall.ts";
import { useNonce } from "#app/lib/nonce.ts";
import {
  fetchTypefaceForNextPage,
  noScriptTypefaceCss,
  plexFontFaceCss,
  typefaceScript,
} from "#app/lib/plex-font.ts";
import { privateLinkHeaders } from "#app/lib/private-links.server.ts";
import { behaviours, frameOf, hydrates } from "#app/lib/route-handle.ts";
import { keepAfterPosts, type ShouldRevalidateFunctionArgs } from "#app/lib/static-loader-data.ts";
import { NotFoundPage } from "#app/ui/not-found-page.tsx";
import { PrintLetterhead } from "#app/ui/print-letterhead.tsx";
import { ScrollPositions } from "#app/ui/scroll-positions.tsx";
import { ServerHtml } from "#app/ui/server-html.tsx";
import { ServerText } from "#app/ui/server-text.tsx";
import { SiteFooter, siteFooterId } from "#app/ui/site-footer.tsx";
import { SiteHeader } from "#app/ui/site-header.tsx";
import { useHeaderMenus } from "#app/ui/use-header-menus.ts";
import { WhatsAppLink } from "#app/ui/whatsapp-link.tsx";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?inline";

/** Every answer under a private link is kept by no cache, whichever route gives it. */
export const middleware: Route.MiddlewareFunction[] = [privateLinkHeaders];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return keepAfterPosts(args);
}

/** The Services menu lists every top-level service of the catalogue. */
export function loader() {
  return { serviceLinks: catalogue.serviceLinks() };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Hydration starts after the first paint (decision 0011): `data-hydrated` on <html> says the
  // page's scripts now handle it (the browser tests wait for it before using them).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    void fetchTypefaceForNextPage();
  }, []);
  const serviceLinks = useRouteLoaderData<typeof loader>("root")?.serviceLinks ?? [];
  useHeaderMenus();
  const matches = useMatches();
  // The staff console is a tool, not a page of the public site: no site menu, footer or chat;
  // the oil tool's printed report has a heading of its own. Each route says so in its handle.
  const { console: inConsole, ownLetterhead } = frameOf(matches);
  // A page for reading sends no script at all (decision 0017); `data-static` tells the browser
  // tests there is nothing to wait for. In the browser the page has its scripts: only the
  // server decides (a constant per build).
  const scripted = import.meta.env.SSR ? hydrates(matches) : true;
  return (
    // `data-typeface` is set by the head script before hydration (decision 0022).
    <html lang="en-IN" {...(scripted ? null : { "data-static": "" })} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1a2f" />
        {/* A page that hydrates is painted first when its main content has been parsed, not as
            it arrives: its form was styled and laid out four or five times over before its
            scripts could run (decision 0027). Early in the head, before any frame could start. */}
        {scripted ? <link rel="expect" href={`#${siteFooterId}`} blocking="render" /> : null}
        <Meta />
        <Links />
        <ServerText tag="style" text={import.meta.env.SSR ? stylesheet : ""} />
        {/* The typeface: declared on every page, used where the browser already holds it (a page
            that hydrates asks in its head) or without JavaScript; a page that ships no script
            keeps the metric-matched local font (decisions 0017, 0022). */}
        <ServerText tag="style" text={import.meta.env.SSR ? plexFontFaceCss() : ""} />
        {scripted ? (
          <>
            <ServerText
              tag="script"
              nonce={nonce}
              text={import.meta.env.SSR ? typefaceScript : ""}
            />
            <ServerText tag="script" nonce={nonce} text={import.meta.env.SSR ? stallScript : ""} />
          </>
        ) : null}
        <noscript>
          <ServerText tag="style" text={import.meta.env.SSR ? noScriptTypefaceCss() : ""} />
        </noscript>
      </head>
      <body className={`flex min-h-dvh flex-col ${inConsole ? "" : "pt-16 print:pt-0"}`}>
        <a
          // In the console the content follows the console's own bar and menu.
          href={inConsole ? "#console-content" : "#main"}
          className="sr-only z-50 rounded-md bg-amber-500 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {inConsole ? null : (
          <ServerHtml>
            {import.meta.env.SSR ? <SiteHeader serviceLinks={serviceLinks} /> : null}
          </ServerHtml>
        )}
        {inConsole || ownLetterhead ? null : <PrintLetterhead />}
        <main
          id="main"
          tabIndex={-1}
          data-print={ownLetterhead ? "own" : undefined}
          className="flex-1 focus:outline-none"
        >
          {children}
        </main>
        {inConsole ? null : (
          <ServerHtml>
            {import.meta.env.SSR ? (
              <>
                <SiteFooter />
                <WhatsAppLink />
              </>
            ) : null}
          </ServerHtml>
        )}
        {scripted ? <ScrollPositions nonce={nonce} /> : null}
        {scripted ? <Scripts nonce={nonce} /> : null}
        {/* Such a page's few behaviours, as plain module scripts (decision 0019), written into
            the document: a request of their own lay on the path to the first paint (0021). Server
            only: such a page never hydrates, and a script React adds in the browser never runs
            (a client-side render starts the behaviours from effects). */}
        {(import.meta.env.SSR ? behaviours(matches) : []).map((name) => {
          const code = behaviourScripts.code[name];
          return code ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own bundle, checked by inlineScriptText
            <script key={name} type="module" dangerouslySetInnerHTML={{ __html: code }} />
          ) : (
            <script key={name} type="module" src={behaviourScripts.urls[name]} />
          );
        })}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }

  let title = "Unexpected Application Error!";
  let message = "Something went wrong on our side. Please try again in a moment.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    message = `${error.status} ${error.statusText || ""}`.trim();
    // A refusal thrown on purpose ({ title, message }): the console guard's, which its
    // middleware throws before the console's frame renders, lands here and is said as itself.
    const refusal = error.data as { title?: unknown; message?: unknown } | null;
    if (typeof refusal?.title === "string" && typeof refusal.message === "string") {
      title = refusal.title;
      message = refusal.message;
    }
  } else if (error instanceof Error) {
    message = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <section className="page-x py-20 lg:py-28">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-lg text-steel-700">{message}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-card bg-navy-50 p-4 text-xs">{stack}</pre>
      ) : null}
    </section>
  );
}
