import type { ReactNode } from "react";

/**
 * Markup the server renders and the browser keeps as it is, never hydrated (issue 27): for the
 * parts of the layout that are the same on every page and need no React in the browser (the
 * header, whose few behaviours a layout effect adds; the footer; the chat link). The caller passes its children only on the server
 * (`import.meta.env.SSR ? <SiteFooter /> : null`), so their code stays out of the browser's
 * bundle. In the browser the element says its content is inner HTML, which hydration neither
 * compares nor replaces (as with the inline stylesheet in root.tsx).
 *
 * The layout stays mounted across client navigations, so what the server sent stays on screen.
 * Links inside are plain anchors to the browser: following one loads the (prerendered) page. So
 * they are written `discover="none"`: React Router would otherwise fetch and patch the routes of
 * every link it finds in the document after hydrating, for navigations that never happen here
 * (8 ms at full speed on the service request page, about 80 ms on a low-tier phone).
 */
export function ServerHtml({ children }: { children?: ReactNode }) {
  return import.meta.env.SSR ? (
    <div className="contents">{children}</div>
  ) : (
    <div
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the server's markup.
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
