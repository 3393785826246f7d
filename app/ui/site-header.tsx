import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { company } from "~/lib/company";
import {
  companyLinks,
  type MenuGroup,
  type NavLink as NavLinkData,
  serviceGroups,
  splitCatalogue,
} from "~/lib/navigation";
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from "~/ui/icons";
import { LinkItems } from "~/ui/link-list";
import { Logo } from "~/ui/logo";

const topLink =
  "block rounded-md px-3 py-2.5 text-base font-medium text-white hover:bg-navy-800 hover:text-amber-300 aria-[current=page]:text-amber-300 lg:py-2";
const toggleLabel =
  "flex w-full cursor-pointer items-center justify-between gap-1 rounded-md px-3 py-2.5 text-base font-medium text-white select-none hover:bg-navy-800 hover:text-amber-300 peer-checked:text-amber-300 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 peer-checked:[&>svg]:rotate-180 lg:w-auto lg:py-2";
const subLink =
  "block rounded-md px-3 py-2 text-sm text-navy-100 hover:bg-navy-800 hover:text-amber-300 aria-[current=page]:text-amber-300 lg:px-2 lg:py-1.5 lg:text-steel-800 lg:hover:bg-navy-50 lg:hover:text-navy-800 lg:aria-[current=page]:font-semibold lg:aria-[current=page]:text-amber-800";
const groupHeading =
  "px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-amber-300 uppercase lg:px-2 lg:pt-0 lg:text-steel-600";

const desk = company.phones[0];

/**
 * The site header. Without JavaScript every menu opens and closes through its checkbox, and the
 * open phone menu covers the page and stops it scrolling through CSS alone (app.css). The script
 * adds the scroll state, Enter on a menu, one menu open at a time, and closing on link click,
 * Escape and a click outside.
 */
export function SiteHeader({ serviceLinks }: { serviceLinks: NavLinkData[] }) {
  const [scrolled, setScrolled] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const catalogue = splitCatalogue(serviceLinks);

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
  }, []);

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      className="group/header fixed inset-x-0 top-0 z-40 print:hidden border-b border-navy-800 bg-navy-950 transition-colors duration-200 data-[scrolled=true]:border-navy-800/60 data-[scrolled=true]:bg-navy-950/85 data-[scrolled=true]:backdrop-blur-md max-lg:has-[#menu-toggle:checked]:bottom-0 max-lg:has-[#menu-toggle:checked]:bg-navy-950 max-lg:has-[#menu-toggle:checked]:backdrop-blur-none"
    >
      <div className="page-x flex flex-wrap items-center gap-x-2 sm:gap-x-4 lg:h-16 lg:flex-nowrap">
        <Logo className="h-16 lg:group-data-[scrolled=true]/header:hidden" />

        <a
          href={`tel:${desk.e164}`}
          className="ml-auto inline-flex h-11 items-center gap-2 rounded-md bg-amber-500 px-3 text-sm font-semibold text-navy-950 hover:bg-amber-300 lg:hidden"
        >
          <PhoneIcon className="size-5" />
          <span aria-hidden="true">24×7</span>
          <span className="sr-only">Call the 24×7 service desk, {desk.display}</span>
        </a>
        <input
          type="checkbox"
          id="menu-toggle"
          data-menu
          className="peer sr-toggle lg:hidden"
          aria-controls="site-menu"
        />
        <label
          htmlFor="menu-toggle"
          className="flex size-11 cursor-pointer items-center justify-center rounded-md text-white hover:bg-navy-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 peer-checked:[&>.icon-close]:block peer-checked:[&>.icon-open]:hidden lg:hidden"
        >
          <MenuIcon className="icon-open size-6" />
          <CloseIcon className="icon-close hidden size-6" />
          <span className="sr-only">Menu</span>
        </label>

        <nav
          id="site-menu"
          aria-label="Main"
          className="hidden max-h-[calc(100dvh-4rem)] w-full overflow-y-auto overscroll-contain pb-6 peer-checked:block lg:ml-auto lg:block lg:max-h-none lg:w-auto lg:overflow-visible lg:pb-0"
        >
          <ul className="flex flex-col gap-1 border-t border-navy-800 pt-3 lg:h-16 lg:flex-row lg:items-center lg:gap-0.5 lg:border-0 lg:pt-0">
            <li className="hidden group-data-[scrolled=true]/header:block">
              <NavLink to="/" end className={topLink}>
                Home
              </NavLink>
            </li>
            <Dropdown id="services" label="Services" groups={serviceGroups(catalogue.services)}>
              <MenuAside
                title="Transformer tripped?"
                text="Our service desk answers day and night and sends an engineer with the right test kit."
                links={[
                  { label: "Request a service visit", to: "/service-request" },
                  { label: "All services and products", to: "/services" },
                ]}
                phone
              />
            </Dropdown>
            <Dropdown
              id="products"
              label="Products"
              groups={[{ heading: "Spares and consumables", links: catalogue.products }]}
              columns
            >
              <MenuAside
                title="Spares in stock at Vadodara"
                text="Gaskets, bushings, silica gel, indicators and breaker spares, dispatched across India with test certificates."
                links={[{ label: "All services and products", to: "/services" }]}
              />
            </Dropdown>
            <li>
              <NavLink to="/industry" className={topLink}>
                Industries
              </NavLink>
            </li>
            <Dropdown
              id="company"
              label="Company"
              groups={[{ heading: "About the company", links: companyLinks }]}
              columns
            >
              <MenuAside
                title="Proof you can check"
                text="ISO 9001, 14001 and 45001 certificates, our NABL-accredited oil laboratory and utility vendor registrations."
                links={[
                  {
                    label: "Company profile (PDF)",
                    to: "/downloads/company-profile.pdf",
                    file: true,
                  },
                ]}
              />
            </Dropdown>
            <li className="mt-3 lg:mt-0 lg:ml-2">
              <NavLink
                to="/service-request"
                className="block rounded-md border border-amber-500 px-4 py-2.5 text-center text-base font-semibold text-white hover:bg-navy-800 lg:py-2 xl:whitespace-nowrap"
              >
                Service request
              </NavLink>
            </li>
            <li className="mt-1 lg:mt-0 lg:ml-2">
              <NavLink
                to="/contact"
                className="block rounded-md bg-amber-500 px-4 py-2.5 text-center text-base font-semibold text-navy-950 hover:bg-amber-300 lg:py-2"
              >
                Enquiry
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

/**
 * A top-level menu: on phones a section that opens inside the menu, on wider screens a panel
 * across the width of the header, opened by click, keyboard or hover.
 */
function Dropdown({
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
      <label htmlFor={`${id}-toggle`} className={toggleLabel}>
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
              <p id={`${id}-${slug(group.heading)}`} className={groupHeading}>
                {group.heading}
              </p>
              <ul
                aria-labelledby={`${id}-${slug(group.heading)}`}
                className={`mb-2 lg:mt-2 lg:mb-0 ${columns ? "lg:grid lg:grid-cols-3 lg:gap-x-6" : ""}`}
              >
                <LinkItems links={group.links} className={subLink} current />
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
function MenuAside({
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
  const asideLink = `${subLink} lg:inline lg:rounded-none lg:px-0 lg:py-0 lg:font-semibold lg:text-white lg:underline lg:decoration-amber-500 lg:underline-offset-4 lg:hover:bg-transparent lg:hover:text-amber-300`;
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
              <a href={link.to} className={asideLink}>
                {link.label}
              </a>
            ) : (
              <Link to={link.to} className={asideLink}>
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

function closeMenus(header: HTMLElement | null) {
  for (const box of header?.querySelectorAll<HTMLInputElement>("input[data-menu]") ?? []) {
    box.checked = false;
  }
}
