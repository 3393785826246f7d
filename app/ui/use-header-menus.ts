import { useEffect } from "react";
import { useLocation } from "react-router";
import { attachHeaderMenus, markCurrentLinks, siteHeaderId } from "./header-menus.ts";

export { isCurrentLink, siteHeaderId } from "./header-menus.ts";

/**
 * What the script adds to the header (issue 27: the header itself is server markup the browser
 * keeps, so it costs no hydration): the behaviours of header-menus.ts, which a page that does not
 * hydrate loads as a behaviour module instead (decision 0019), and after a navigation inside the
 * page the mark on the link to the page shown. Without JavaScript every menu works through its
 * checkbox (site-header.tsx).
 */
export function useHeaderMenus() {
  const { pathname } = useLocation();

  // A new page starts with every menu closed, and its own link marked.
  useEffect(() => {
    const header = document.getElementById(siteHeaderId);
    if (header) markCurrentLinks(header, pathname);
  }, [pathname]);

  useEffect(() => {
    const header = document.getElementById(siteHeaderId);
    return header ? attachHeaderMenus(header) : undefined;
  }, []);
}
