import { useState } from "react";
import { company } from "#app/lib/company.ts";
import { MapPinIcon } from "#app/ui/icons.tsx";

/**
 * The embedded Google map, loaded only when the visitor asks for it: the page makes no
 * third-party request on load and still looks complete when Google cannot be reached.
 * Without JavaScript the button is a plain link to Google Maps.
 */
export function MapFacade({ title }: { title: string }) {
  const [open, setOpen] = useState(false);
  const { address } = company;
  if (open) {
    return (
      <iframe
        title={title}
        src={company.mapEmbedUrl}
        height={450}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="block h-[450px] w-full rounded-card border border-steel-200 bg-steel-100"
      />
    );
  }
  return (
    <div className="relative flex h-[450px] items-end overflow-hidden rounded-card border border-steel-200 bg-[url(/images/company/map-facade.svg)] bg-cover bg-center sm:items-center">
      <div className="m-4 max-w-sm rounded-card bg-white/95 p-6 shadow-raised sm:ml-8">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.12em] text-amber-800 uppercase">
          <MapPinIcon className="size-4" /> Workshop and office
        </p>
        <p className="mt-3 font-semibold text-navy-950">{company.name}</p>
        <p className="mt-1 text-sm text-steel-700">
          {address.street}, {address.locality}, {address.city}, {address.region}{" "}
          {address.postalCode}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a
            href={company.mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
            className="rounded-md bg-navy-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-navy-700"
          >
            Show the map<span className="sr-only"> of our location</span>
          </a>
          <a
            href={company.mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md border border-navy-800 px-4 py-2.5 text-sm font-semibold text-navy-800 hover:bg-navy-50"
          >
            Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}
