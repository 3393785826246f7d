import { Link, NavLink } from "react-router";
import type { NavLink as NavLinkData } from "#app/lib/navigation.ts";

/**
 * One list item per link, for the list the caller wraps them in: the header's menus, the footer,
 * suggestions. `current` marks the link to the page shown (aria-current), as a menu does.
 */
export function LinkItems({
  links,
  className,
  current = false,
}: {
  links: NavLinkData[];
  className: string;
  current?: boolean;
}) {
  const Anchor = current ? NavLink : Link;
  return links.map((link) => (
    <li key={link.to}>
      <Anchor discover="none" to={link.to} className={className}>
        {link.label}
      </Anchor>
    </li>
  ));
}
