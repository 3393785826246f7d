import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router";
import { company, type SocialLink } from "#app/lib/company.ts";
import { quickLinks } from "#app/lib/navigation.ts";
import { BreakableAddress } from "./breakable-address.tsx";
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YouTubeIcon,
} from "./icons.tsx";
import { LinkItems } from "./link-list.tsx";
import { Logo } from "./logo.tsx";

const socialIcons: Record<SocialLink["network"], ComponentType<SVGProps<SVGSVGElement>>> = {
  LinkedIn: LinkedInIcon,
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
};

const heading = "text-sm font-semibold tracking-[0.12em] text-amber-300 uppercase";
const footerLink = "rounded-sm text-navy-100 underline-offset-4 hover:text-white hover:underline";

/** The footer's id: a page that hydrates waits to paint until it is parsed (decision 0027). */
export const siteFooterId = "site-footer";

export function SiteFooter() {
  const legal = company.legal;
  const { address } = company;
  return (
    <footer id={siteFooterId} className="mt-auto bg-navy-950 text-navy-100 print:hidden">
      <div className="page-x grid grid-cols-2 gap-x-6 gap-y-8 py-8 sm:gap-10 sm:py-12 lg:grid-cols-[1.3fr_0.8fr_1fr_1.2fr] lg:py-16">
        <div className="col-span-2 sm:col-span-1">
          <Logo />
          <p className="mt-4 max-w-xs text-sm text-navy-200">
            Transformer life-cycle services for industry across India: field service, overhauling,
            testing, rental, spares and automation.
          </p>
          <h2 className={`${heading} mt-6 sm:mt-8`}>Follow us</h2>
          <ul className="mt-3 flex gap-2">
            {company.social.map((link) => {
              const SocialIcon = socialIcons[link.network];
              return (
                <li key={link.network}>
                  <a
                    href={link.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="flex size-11 items-center justify-center rounded-md bg-navy-800 text-white hover:bg-amber-500 hover:text-navy-950"
                  >
                    <SocialIcon className="size-5" />
                    <span className="sr-only">
                      {company.shortName} on {link.network} (opens in a new tab)
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2 max-sm:text-sm sm:space-y-3">
            <LinkItems links={quickLinks} className={footerLink} />
          </ul>
        </nav>

        <div>
          <h2 className={heading}>Address</h2>
          <address className="mt-4 text-sm leading-6 text-navy-100 not-italic">
            {company.name}
            <br />
            {address.street}, {address.locality}
            <br />
            {address.city}, {address.region} {address.postalCode}
            <br />
            {address.country}
          </address>
          <a
            href={company.mapsUrl}
            rel="noopener noreferrer"
            target="_blank"
            className={`${footerLink} mt-3 inline-flex items-center gap-2 text-sm font-medium`}
          >
            <MapPinIcon className="size-4 text-amber-300" />
            View on Google Maps<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>

        <div className="col-span-2 sm:col-span-1">
          <h2 className={heading}>Key personnel</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 text-sm sm:grid-cols-1">
            {company.keyPersonnel.map((person) => (
              <li key={person.name}>
                <p className="font-semibold text-white">{person.name}</p>
                <p className="text-navy-200">{person.role}</p>
                <a
                  href={`tel:${person.phone.e164}`}
                  className={`${footerLink} mt-1 inline-flex items-center gap-2`}
                >
                  <PhoneIcon className="size-4 text-amber-300" />
                  {person.phone.display}
                </a>
              </li>
            ))}
            <li className="col-span-2 sm:col-span-1">
              <a
                href={`mailto:${company.email}`}
                className={`${footerLink} inline-flex items-center gap-2`}
              >
                <MailIcon className="size-4 text-amber-300" />
                <span className="min-w-0">
                  <BreakableAddress text={company.email} />
                </span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-navy-800">
        <div className="page-x grid gap-6 py-6 text-sm text-navy-200 lg:grid-cols-[1.3fr_1fr]">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:gap-x-6">
            {[
              ["CIN", legal.cin],
              ["GSTIN", legal.gstin],
              ["Udyam registration", legal.udyamNumber],
              [
                "Registered office",
                `${legal.registeredOffice.street}, ${legal.registeredOffice.locality}, ${legal.registeredOffice.city}, ${legal.registeredOffice.region} ${legal.registeredOffice.postalCode}`,
              ],
            ].map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-navy-100">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <p>
              <span className="font-semibold text-navy-100">Grievance officer: </span>
              {legal.grievanceOfficer.name}, {legal.grievanceOfficer.designation}.{" "}
              <a
                href={`mailto:${legal.grievanceOfficer.email}`}
                className={`${footerLink} underline`}
              >
                <BreakableAddress text={legal.grievanceOfficer.email} />
              </a>
              , {legal.grievanceOfficer.phone.display}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
              <Link
                discover="none"
                to={legal.privacyPath}
                className={`${footerLink} font-semibold`}
              >
                Privacy notice
              </Link>
              <Link discover="none" to="/company/quality" className={`${footerLink} font-semibold`}>
                Quality & Certifications
              </Link>
              <Link discover="none" to="/case-studies" className={`${footerLink} font-semibold`}>
                Case Studies
              </Link>
            </p>
          </div>
        </div>
      </div>
      <div className="border-t border-navy-800">
        <div className="page-x flex flex-col gap-2 py-6 text-xs text-navy-200 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {company.name} All rights reserved.
          </p>
          <p>{company.developerCredit}</p>
        </div>
      </div>
    </footer>
  );
}
