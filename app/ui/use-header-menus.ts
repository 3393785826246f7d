import { type RefObject, useEffect, useState } from "react";
import { useLocation } from "react-router";

export function closeMenus(header: HTMLElement | null) {
  for (const box of header?.querySelectorAll<HTMLInputElement>("input[data-menu]") ?? []) {
    box.checked = false;
  }
}

/**
 * What the script adds to the header's checkbox menus: whether the page is scrolled, Enter on a
 * menu, one menu open at a time, and closing on navigation, link click, Escape and a click
 * outside. Returns the scroll state.
 */
export function useHeaderMenus(headerRef: RefObject<HTMLElement | null>): boolean {
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // A new page starts with every menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    closeMenus(headerRef.current);
  }, [location.pathname]);

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
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
    header.addEventListener("click", onClick);
    header.addEventListener("change", onChange);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      header.removeEventListener("click", onClick);
      header.removeEventListener("change", onChange);
    };
  }, [headerRef]);

  return scrolled;
}
