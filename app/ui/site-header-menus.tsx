import type { ReactNode } from "react";
import { Link } from "react-router";
import { company } from "#app/lib/company.ts";
import type { MenuGroup, NavLink as NavLinkData } from "#app/lib/navigation.ts";
import { ChevronDownIcon, PhoneIcon } from "./icons.tsx";
import { LinkItems } from "./link-list.tsx";

const desk = company.phones[0];

/**
 * A top-level menu: on phones a section that opens inside the menu, on wider screens a panel
 * across the width of the header, opened by click, keyboard or hover. The entries' looks are the
 * menu-* utilities of site-header.css.
 */
export function Dropdown({
  id,
  label,
  groups,
  columns = false,
  children,
}: {
  id: string;
  label: string;
  groups: MenuGroup[];
  /** Spread one long group over three columns on wide screens. */
  columns?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="group/menu lg:flex lg:h-16 lg:items-center">
      <input
        type="checkbox"
        id={`${id}-toggle`}
        data-menu
        data-dropdown
        className="peer sr-toggle"
        aria-controls={`${id}-menu`}
      />
      <label htmlFor={`${id}-toggle`} className="menu-toggle-label">
        {label}
        <ChevronDownIcon className="size-4 transition-transform" />
      </label>
      <div
        id={`${id}-menu`}
        className="hidden peer-checked:block lg:absolute lg:inset-x-0 lg:top-full lg:border-y lg:border-steel-200 lg:bg-white lg:shadow-raised lg:group-hover/menu:block"
      >
        <div className="ml-3 border-l border-navy-800 pl-2 lg:page-x lg:ml-0 lg:grid lg:grid-cols-4 lg:gap-8 lg:border-0 lg:py-7">
          {groups.map((group) => (
            <div key={group.heading} className={columns ? "lg:col-span-3" : ""}>
              <p id={`${id}-${slug(group.heading)}`} className="menu-group-heading">
                {group.heading}
              </p>
              <ul
                aria-labelledby={`${id}-${slug(group.heading)}`}
                className={`mb-2 lg:mt-2 lg:mb-0 ${columns ? "lg:grid lg:grid-cols-3 lg:gap-x-6" : ""}`}
              >
                <LinkItems links={group.links} className="menu-sub-link" current />
              </ul>
            </div>
          ))}
          {children}
        </div>
      </div>
    </li>
  );
}

/**
 * The last column of a panel: a short pitch and its links. Phones show only the links, as more
 * entries of the open section.
 */
export function MenuAside({
  title,
  text,
  links,
  phone = false,
}: {
  title: string;
  text: string;
  /** `file`: a download, fetched by the browser rather than the router. */
  links: (NavLinkData & { file?: boolean })[];
  phone?: boolean;
}) {
  return (
    <div className="lg:col-start-4 lg:rounded-card lg:bg-navy-950 lg:p-5">
      <p className="hidden font-semibold text-amber-300 lg:block">{title}</p>
      <p className="hidden text-sm text-navy-100 lg:mt-2 lg:block">{text}</p>
      {phone ? (
        <a
          href={`tel:${desk.e164}`}
          className="hidden items-center gap-2 font-semibold text-white hover:text-amber-300 lg:mt-3 lg:inline-flex"
        >
          <PhoneIcon className="size-4" />
          {desk.display}
        </a>
      ) : null}
      <ul className="mb-2 flex flex-col lg:mt-3 lg:mb-0 lg:gap-1.5 lg:text-sm">
        {links.map((link) => (
          <li key={link.to}>
            {link.file ? (
              <a href={link.to} className="menu-aside-link">
                {link.label}
              </a>
            ) : (
              <Link discover="none" to={link.to} className="menu-aside-link">
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
