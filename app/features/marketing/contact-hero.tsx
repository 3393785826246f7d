/** The contact page's head: its heading and lead, and beside them what a caller should have to hand. */
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { CheckIcon } from "#app/ui/check-icon.tsx";
import { fromHome } from "#app/ui/crumbs.ts";
import type { ContactPageContent } from "./content-schemas.ts";

export function ContactHero({ content }: { content: ContactPageContent }) {
  return (
    <section className="border-b border-steel-200 bg-navy-50">
      <div className="page-x grid gap-8 py-10 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:items-end lg:gap-10 lg:py-14">
        <div>
          <Breadcrumb items={fromHome({ label: content.title })} />
          <h1 className="mt-6 text-3xl font-semibold sm:text-4xl lg:text-5xl">{content.heading}</h1>
          <p className="mt-5 max-w-3xl text-lg text-steel-700">{content.lead}</p>
        </div>
        {/* Beside the heading on wide screens only: on a phone the form comes first. */}
        <aside
          aria-labelledby="ready-heading"
          className="hidden rounded-card border border-steel-200 bg-white p-5 lg:block print:block"
        >
          <h2 id="ready-heading" className="text-base font-semibold">
            {content.ready.heading}
          </h2>
          <ul className="mt-3 space-y-2 text-sm text-steel-700">
            {content.ready.items.map((item) => (
              <li key={item} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-amber-800" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
