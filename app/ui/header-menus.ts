/**
 * The site header's behaviours as plain DOM code (decision 0019): the scroll state, Enter on a
 * menu, one menu open at a time, closing on link click, Escape, a click outside and focus moving
 * on to a control outside it, and the mark on the link to the page shown. Pages that hydrate run them from `useHeaderMenus`; a page that
 * does not hydrate but has a behaviour module loads them in that module's file
 * (header-behaviour.ts). Without JavaScript every menu works through its checkbox.
 */

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

/** Every menu closed, and the link to `pathname` marked. */
export function markCurrentLinks(header: HTMLElement, pathname: string) {
  closeMenus(header);
  for (const link of header.querySelectorAll<HTMLAnchorElement>("nav a[href]")) {
    if (isCurrentLink(link.getAttribute("href") ?? "", pathname))
      link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

/** Starts the header's listeners; the returned function removes them. */
export function attachHeaderMenus(header: HTMLElement): () => void {
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
  // Focus moving on to another control closes every menu it left: from 1024 px an open panel
  // would cover it (WCAG 2.4.11; site-header.css hides the panel, this unticks its checkbox).
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next)
      for (const box of header.querySelectorAll<HTMLInputElement>("input[data-dropdown]:checked"))
        if (!box.parentElement?.contains(next)) box.checked = false;
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
  header.addEventListener("focusout", onFocusOut);
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("pointerdown", onPointerDown);
  return () => {
    window.removeEventListener("scroll", onScroll);
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onPointerDown);
    header.removeEventListener("click", onClick);
    header.removeEventListener("change", onChange);
    header.removeEventListener("focusout", onFocusOut);
  };
}
