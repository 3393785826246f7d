import type { PhotoSlot } from "#app/lib/photo-slots.ts";
import { Photo } from "#app/ui/photo.tsx";
import type { LeadersContent } from "./content-schemas.ts";

/**
 * Until a portrait is supplied: the person's initials on the company's navy, with the amber rule
 * of the site's figures; no silhouette, which read as a template's empty face.
 */
function Monogram({ name }: { name: string }) {
  const initials = name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <svg
      viewBox="0 0 160 160"
      width="160"
      height="160"
      aria-hidden="true"
      className="h-auto w-full rounded-md"
    >
      <rect x="0" y="0" width="160" height="160" fill="#14305a" />
      <rect x="0" y="148" width="160" height="12" fill="#ffd166" />
      <text
        x="80"
        y="92"
        textAnchor="middle"
        fontSize="48"
        fontWeight="600"
        letterSpacing="2"
        fill="#ffffff"
        fontFamily="inherit"
      >
        {initials}
      </text>
    </svg>
  );
}

/** The company's leaders: name, role, qualifications, what each answers for, and a portrait. */
export function Leaders({ content }: { content: LeadersContent }) {
  return (
    <section aria-labelledby="leaders-heading" className="border-t border-steel-200 bg-white">
      <div className="page-x py-14 lg:py-20">
        <h2 id="leaders-heading" className="text-2xl font-semibold sm:text-3xl">
          {content.heading}
        </h2>
        <p className="mt-3 max-w-prose text-steel-700">{content.intro}</p>
        {/* The first leader (the managing director) on a row of their own, the rest two by two:
            no lone card at the end of a row of three. */}
        <ul className="mt-10 grid gap-x-10 gap-y-10 md:grid-cols-2">
          {content.leaders.map((leader, index) => (
            <li
              key={leader.id}
              className={`grid grid-cols-[6rem_1fr] items-start gap-4 ${index === 0 ? "md:col-span-2 md:max-w-3xl md:grid-cols-[8rem_1fr] md:gap-6" : ""}`}
            >
              <Photo
                slot={`leader-${leader.id}` as PhotoSlot}
                sizes="128px"
                className="rounded-md"
                fallback={<Monogram name={leader.name} />}
              />
              <div>
                <h3 className="text-lg font-semibold">{leader.name}</h3>
                <p className="font-medium text-navy-800">{leader.role}</p>
                <p className="mt-1 text-sm text-steel-600">{leader.qualifications}</p>
                <p className="mt-3 text-sm text-steel-700">{leader.note}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
