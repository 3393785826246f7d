import { NavLink } from "react-router";
import { company } from "#app/lib/company.ts";
import {
  companyLinks,
  type NavLink as NavLinkData,
  serviceGroups,
  splitCatalogue,
} from "#app/lib/navigation.ts";
import { CloseIcon, MenuIcon, PhoneIcon } from "./icons.tsx";
import { Logo } from "./logo.tsx";
import { Dropdown, MenuAside } from "./site-header-menus.tsx";
import { siteHeaderId } from "./use-header-menus.ts";

const desk = company.phones[0];

/**
 * The site header, rendered by the server only: the browser keeps its markup without hydrating
 * it (root.tsx, ServerHtml), so its forty-odd links cost no script and no hydration (issue 27).
 * Without JavaScript every menu opens and closes through its checkbox, a desktop panel shows
 * while focus or the pointer is in its menu (site-header.css), and the open phone menu covers
 * the page, stops it scrolling and keeps Tab from reaching it through CSS alone (app.css). The
 * script (use-header-menus.ts, run by the layout) adds the scroll state, Enter on a menu, one
 * menu open at a time, and closing on link click, Escape, a click outside and focus moving on.
 * Scrolled, on wide screens, the logo gives way (as the specification asks) to the breakdown
 * line, so the bar stays opaque and useful. Below 360 px the call button is its icon alone, so
 * that the bar stays one row of 4 rem, as the page is laid out for (pt-16, scroll-padding-top).
 */
export function SiteHeader({ serviceLinks }: { serviceLinks: NavLinkData[] }) {
  const catalogue = splitCatalogue(serviceLinks);

  return (
    <header
      id={siteHeaderId}
      data-scrolled="false"
      className="group/header fixed inset-x-0 top-0 z-40 border-b border-navy-800 bg-navy-950 data-[scrolled=true]:shadow-raised max-lg:has-[#menu-toggle:checked]:bottom-0 print:hidden"
    >
      <div className="page-x flex flex-wrap items-center gap-x-2 sm:gap-x-4 lg:h-16 lg:flex-nowrap">
        <Logo className="h-16 lg:group-data-[scrolled=true]/header:hidden" />
        <a
          href={`tel:${desk.e164}`}
          className="hidden items-center gap-3 rounded-md py-2 pr-3 text-white hover:text-amber-300 lg:group-data-[scrolled=true]/header:inline-flex"
        >
          <span className="flex size-9 items-center justify-center rounded-full bg-amber-500 text-navy-950">
            <PhoneIcon className="size-5" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="text-xs font-medium text-amber-300">Breakdown? Call 24×7</span>
            <span className="font-semibold whitespace-nowrap">{desk.display}</span>
          </span>
        </a>

        <a
          href={`tel:${desk.e164}`}
          className="ml-auto inline-flex h-11 items-center gap-2 rounded-md bg-amber-500 px-3 text-sm font-semibold text-navy-950 hover:bg-amber-300 lg:hidden"
        >
          <PhoneIcon className="size-5" />
          <span aria-hidden="true" className="max-[22.5rem]:hidden">
            24×7
          </span>
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
              <NavLink discover="none" to="/" end className="menu-top-link">
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
              <NavLink discover="none" to="/industry" className="menu-top-link">
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
                discover="none"
                to="/service-request"
                className="block rounded-md border border-amber-500 px-4 py-2.5 text-center text-base font-semibold text-white hover:bg-navy-800 lg:py-2 xl:whitespace-nowrap"
              >
                Service request
              </NavLink>
            </li>
            <li className="mt-1 lg:mt-0 lg:ml-2">
              <NavLink
                discover="none"
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
