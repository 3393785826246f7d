import { type ReactNode, useState } from "react";

/**
 * A part of a page that never changes in the browser (an aside, the boxes below an item's
 * summary), kept as the server sent it when the page loads: React does not hydrate it, so none of
 * its components run then (issue 27, decision 0019). Unlike `ServerHtml`, it also works after a
 * client-side navigation to the page: there is no server markup to keep then, so the browser
 * renders `children` as usual.
 *
 * `id` names this part of this page and must change with what it shows (put the item's id in
 * it): the part is kept only when an element of that id is in the document as the component
 * mounts, which is so while the page hydrates and not when a navigation brings the page.
 */
export function ServerPart({ id, children }: { id: string; children: ReactNode }) {
  if (import.meta.env.SSR)
    return (
      <div id={id} className="contents">
        {children}
      </div>
    );
  return (
    <KeptOrRendered key={id} id={id}>
      {children}
    </KeptOrRendered>
  );
}

function KeptOrRendered({ id, children }: { id: string; children: ReactNode }) {
  const [kept] = useState(() => document.getElementById(id) !== null);
  if (!kept) return children;
  return (
    <div
      id={id}
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; keeps the server's markup.
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
