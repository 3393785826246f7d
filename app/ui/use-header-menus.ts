import { useEffect } from "react";
import { useLocation } from "react-router";

/** The header's id: the server renders it and the browser keeps it without hydrating it. */
export const siteHeaderId = "site-header";

function closeMenus(header: HTMLElement) {
  for (const box of header.querySelectorAll<HTMLInputElement>("input[data-menu]")) {
    box.checked = false;
  }
}

/** The link to the page shown is marked as a menu marks it (NavLink's rule: the path or below). */
export function isCurrentLink(href: string, pathname: string): boolean {
  if (!href.startsWith("/")) return false;
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * What the script adds to the header (issue 27: the header itself is server markup the browser
 * keeps, so it costs no hydration): the scroll state, Enter on a menu, one menu open at a time,
 * closing on navigation, link click, Escape and a click outside, and after a navigation inside
 * the page the mark on the link to the page shown. Without JavaScript every menu works through
 * its checkbox (site-header.tsx).
 */
export function useHeaderMenus() {
  const { pathname } = useLocation();

  // A new page starts with every menu closed, and its own link marked.
  useEffect(() => {
    const header = document.getElementById(siteHeaderId);
    if (!header) return;
    closeMenus(header);
    for (const link of header.querySelectorAll<HTMLAnchorElement>("nav a[href]")) {
      if (isCurrentLink(link.getAttribute("href") ?? "", pathname))
        link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  }, [pathname]);

  useEffect(() => {
    const header = document.getElementById(siteHeaderId);
    if (!header) return;
    const onScroll = () => {
      header.dataset.scrolled = String(window.scrollY > 0);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      // A menu button answers Enter as well as Space, as a button does.
      if (event.key === "Enter" && target.matches("input[data-menu]")) {
        event.preventDefault();
        (target as HTMLInputElement).click();
        return;
      }
      if (event.key !== "Escape") return;
      const open = [...header.querySelectorAll<HTMLInputElement>("input[data-menu]:checked")];
      const innermost = open.at(-1);
      if (!innermost) return;
      innermost.checked = false;
      innermost.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!header.contains(event.target as Node)) closeMenus(header);
    };
    const onClick = (event: MouseEvent) => {
      // Following a link closes the menus, also when it leads to the page already shown.
      if ((event.target as Element).closest("a")) closeMenus(header);
    };
    // Opening one dropdown closes the others (the phone menu that holds them stays open).
    const onChange = (event: Event) => {
      const box = event.target as HTMLInputElement;
      if (!box.checked || !box.matches("input[data-dropdown]")) return;
      for (const other of header.querySelectorAll<HTMLInputElement>("input[data-dropdown]")) {
        if (other !== box) other.checked = false;
      }
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    header.addEventListener("click", onClick);
    header.addEventListener("change", onChange);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      header.removeEventListener("click", onClick);
      header.removeEventListener("change", onChange);
    };
  }, []);
}
