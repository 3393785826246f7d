import { Link } from "react-router";
import { ArrowRightIcon } from "#app/ui/icons.tsx";
import { AccentCard } from "#app/ui/section.tsx";
import type { ServiceCard as ServiceCardData } from "./catalogue.server.ts";
import { CatalogueImage } from "./catalogue-image.tsx";
import { EntryTitle } from "./entry-title.tsx";

/**
 * A top-level service on the listing: its picture, summary, sub-categories and a link to it. A
 * `featured` card spans its row with the picture beside the words. On paper every card has its
 * picture beside the words, small, and a line's links in three columns across the page: in a
 * third of the page each link took two or three lines.
 */
export function ServiceCard({
  service,
  featured = false,
}: {
  service: ServiceCardData;
  featured?: boolean;
}) {
  return (
    <AccentCard
      className={`print:flex-row ${featured ? "lg:col-span-3 lg:flex-row" : ""}`}
      picture={
        <Link
          to={service.href}
          tabIndex={-1}
          aria-hidden="true"
          className={`print:shrink-0 ${service.rows.length ? "print:w-[15%]" : "print:w-1/3"} ${featured ? "lg:w-2/5 lg:shrink-0" : ""}`}
        >
          {/* The drawings are 4:3 on the card's paper colour: shown whole, never cropped. */}
          <CatalogueImage
            src={service.img}
            lazy={!featured}
            className={`aspect-[16/9] h-auto w-full bg-paper object-contain ${featured ? "lg:h-full" : ""}`}
          />
        </Link>
      }
    >
      <EntryTitle entry={service} level={2} variant="service" />
      {service.rows.length ? (
        <ul className="mt-4 space-y-2 border-t border-steel-200 pt-4 text-sm print:mt-2 print:grid print:grid-cols-3 print:gap-x-4 print:gap-y-1 print:space-y-0 print:pt-2">
          {service.rows.map((row) => (
            <li
              key={row.map((link) => link.id).join()}
              className={`grid grid-cols-2 gap-3 print:contents ${featured ? "lg:grid-cols-2" : ""}`}
            >
              {row.map((link) => (
                <Link
                  key={link.id}
                  to={link.href}
                  className="text-navy-700 underline-offset-4 hover:underline"
                >
                  {link.name}
                </Link>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-5 print:hidden">
        <Link
          to={service.href}
          className="inline-flex items-center gap-2 rounded-md border border-navy-800 px-4 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-50"
        >
          More...<span className="sr-only"> about {service.name}</span>
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </AccentCard>
  );
}
