import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { type NavLink as NavLinkData, transformerLinks } from "~/lib/navigation";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "~/ui/icons";
import { LinkItems } from "~/ui/link-list";
import { Logo } from "~/ui/logo";

const topLink =
  "block rounded-md px-3 py-2.5 text-base font-medium text-white hover:bg-navy-800 hover:text-amber-300 aria-[current=page]:text-amber-300 lg:py-2";
const toggleLabel =
  "flex w-full cursor-pointer items-center justify-between gap-1 rounded-md px-3 py-2.5 text-base font-medium text-white select-none hover:bg-navy-800 hover:text-amber-300 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 lg:w-auto lg:py-2";
const subLink =
  "block rounded-md px-3 py-2 text-sm text-navy-100 hover:bg-navy-800 hover:text-amber-300 aria-[current=page]:text-amber-300 lg:text-steel-800 lg:hover:bg-navy-50 lg:hover:text-navy-800 lg:aria-[current=page]:text-amber-800";

/** The main menu's own pages, on either side of its Services menu. */
const linksBeforeServices: NavLinkData[] = [
  { label: "About Us", to: "/aboutus" },
  { label: "Industry", to: "/industry" },
];
const linksAfterServices: NavLinkData[] = [{ label: "Automation", to: "/automation" }];

/**
 * The site header. Without JavaScript every menu opens and closes through its checkbox; the
 * script only adds the scroll state, closing on link click, Escape and a click outside.
 */
export function SiteHeader({ serviceLinks }: { serviceLinks: NavLinkData[] }) {
  const [scrolled, setScrolled] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
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
    // Following a link closes the menus, also when it leads to the page already shown.
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("a")) closeMenus(header);
    };
    header.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      header.removeEventListener("click", onClick);
    };
  }, []);

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      className="group/header fixed inset-x-0 top-0 z-40 border-b border-navy-800 bg-navy-950 transition-colors duration-200 data-[scrolled=true]:border-navy-800/60 data-[scrolled=true]:bg-navy-950/85 data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="page-x flex flex-wrap items-center justify-between gap-x-4 lg:h-16 lg:flex-nowrap">
        <Logo className="h-16 lg:group-data-[scrolled=true]/header:hidden" />

        <input
          type="checkbox"
          id="menu-toggle"
          data-menu
          className="peer sr-toggle lg:hidden"
          aria-controls="site-menu"
        />
        <label
          htmlFor="menu-toggle"
          className="ml-auto flex size-11 cursor-pointer items-center justify-center rounded-md text-white hover:bg-navy-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 peer-checked:[&>.icon-close]:block peer-checked:[&>.icon-open]:hidden lg:hidden"
        >
          <MenuIcon className="icon-open size-6" />
          <CloseIcon className="icon-close hidden size-6" />
          <span className="sr-only">Menu</span>
        </label>

        <nav
          id="site-menu"
          aria-label="Main"
          className="hidden max-h-[calc(100dvh-4rem)] w-full overflow-y-auto pb-4 peer-checked:block lg:ml-auto lg:block lg:max-h-none lg:w-auto lg:overflow-visible lg:pb-0"
        >
          <ul className="flex flex-col gap-1 border-t border-navy-800 pt-3 lg:flex-row lg:items-center lg:border-0 lg:pt-0">
            <li className="hidden group-data-[scrolled=true]/header:block">
              <NavLink to="/" end className={topLink}>
                Home
              </NavLink>
            </li>
            <LinkItems links={linksBeforeServices} className={topLink} current />
            <ServicesMenu serviceLinks={serviceLinks} />
            <LinkItems links={linksAfterServices} className={topLink} current />
            <li className="mt-2 lg:mt-0 lg:ml-2">
              <NavLink
                to="/service-request"
                className="block rounded-md border border-amber-500 px-4 py-2.5 text-center text-base font-semibold text-white hover:bg-navy-800 lg:py-2 xl:whitespace-nowrap"
              >
                Service request
              </NavLink>
            </li>
            <li className="lg:ml-2">
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

/** Services ▸ the catalogue's listing, the Transformer submenu and every service. */
function ServicesMenu({ serviceLinks }: { serviceLinks: NavLinkData[] }) {
  return (
    <li className="group/services relative">
      <input
        type="checkbox"
        id="services-toggle"
        data-menu
        className="peer sr-toggle"
        aria-controls="services-menu"
      />
      <label htmlFor="services-toggle" className={toggleLabel}>
        Services
        <ChevronDownIcon className="size-4 transition-transform group-has-[#services-toggle:checked]/services:rotate-180" />
      </label>
      <div
        id="services-menu"
        className="hidden peer-checked:block lg:absolute lg:top-full lg:right-0 lg:w-[22rem] lg:pt-2 lg:group-hover/services:block"
      >
        <ul className="ml-3 border-l border-navy-800 pl-2 lg:ml-0 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:rounded-card lg:border lg:border-steel-200 lg:bg-white lg:p-2 lg:shadow-raised">
          <li>
            <Link to="/services" className={`${subLink} font-semibold`}>
              All services and products
            </Link>
          </li>
          <li className="group/transformer">
            <input
              type="checkbox"
              id="transformer-toggle"
              data-menu
              className="peer sr-toggle"
              aria-controls="transformer-menu"
            />
            <label
              htmlFor="transformer-toggle"
              className="flex cursor-pointer items-center justify-between rounded-md px-3 py-2 text-sm font-semibold text-navy-100 select-none hover:bg-navy-800 hover:text-amber-300 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-500 lg:text-navy-950 lg:hover:bg-navy-50 lg:hover:text-navy-800"
            >
              Transformer
              <ChevronDownIcon className="size-4 transition-transform group-has-[#transformer-toggle:checked]/transformer:rotate-180" />
            </label>
            <ul
              id="transformer-menu"
              className="ml-3 hidden border-l border-navy-800 pl-2 peer-checked:block lg:border-steel-200"
            >
              <LinkItems links={transformerLinks} className={subLink} current />
            </ul>
          </li>
          <LinkItems links={serviceLinks} className={subLink} current />
        </ul>
      </div>
    </li>
  );
}

function closeMenus(header: HTMLElement | null) {
  for (const box of header?.querySelectorAll<HTMLInputElement>("input[data-menu]") ?? []) {
    box.checked = false;
  }
}
