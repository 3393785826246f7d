import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";

/**
 * The server's documents, by address, fetched for parts a client-side navigation brought: the
 * last few only, oldest dropped first, so a long visit does not keep every page it passed.
 */
const documents = new Map<string, Promise<Document>>();
const documentsKept = 4;

function serverDocument(address: string): Promise<Document> {
  let found = documents.get(address);
  if (!found) {
    if (documents.size >= documentsKept) documents.delete(documents.keys().next().value ?? "");
    found = fetch(address, { headers: { Accept: "text/html" } })
      .then((response) => response.text())
      .then((html) => new DOMParser().parseFromString(html, "text/html"));
    documents.set(address, found);
    found.catch(() => documents.delete(address));
  }
  return found;
}

/**
 * A part of a page that never changes in the browser (an aside, the boxes below an item's
 * summary): server markup, never hydrated, whose code stays out of the browser's bundle (issue
 * 27, decision 0020). The caller passes its children only on the server
 * (`import.meta.env.SSR ? <Part /> : null`).
 *
 * While the page hydrates, the browser keeps the markup the server sent, as `ServerHtml` does.
 * Unlike `ServerHtml` (for the layout, which is never mounted again), it also works after a
 * client-side navigation to the page, when there is no server markup to keep: it then takes the
 * part from the page's document as the server sends it (prerendered pages come from the static
 * files). `id` names the part on its page and changes with what it shows (the item's id in it).
 */
export function ServerPart({ id, children }: { id: string; children?: ReactNode }) {
  if (import.meta.env.SSR)
    return (
      <div id={id} className="contents">
        {children}
      </div>
    );
  return <KeptOrFetched key={id} id={id} />;
}

function KeptOrFetched({ id }: { id: string }) {
  // The server's element is in the document as the part mounts only while the page hydrates.
  const [kept] = useState(() => document.getElementById(id) !== null);
  const [html, setHtml] = useState("");
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (kept) return;
    let current = true;
    serverDocument(pathname + search).then(
      (page) => {
        if (current) setHtml(page.getElementById(id)?.innerHTML ?? "");
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [kept, id, pathname, search]);
  return (
    <div
      id={id}
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this part, from this site's page; empty while the page hydrates, which keeps what the server sent.
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
