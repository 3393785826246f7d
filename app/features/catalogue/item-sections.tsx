import type { ReactNode } from "react";
import { CheckIcon } from "#app/ui/check-icon.tsx";
import { Paragraphs } from "#app/ui/section.tsx";
import type { TermsBox } from "./item-facts.ts";
import type { CatalogueItem } from "./schema.ts";

/** Where a box sits from 1024 px: the commercial terms beside the description of the work. */
type ItemSection = { id: string; title: string; side?: boolean; body: ReactNode };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-steel-200 bg-white p-6 shadow-card print:mb-2 print:break-inside-auto print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <h2
        id={id}
        className="border-b border-steel-200 pb-3 text-lg font-semibold print:pb-0.5 print:text-[9.5pt]"
      >
        {title}
      </h2>
      <div className="mt-4 print:mt-1 print:text-[8pt] print:leading-tight">{children}</div>
    </section>
  );
}

/** Label and value pairs, stacked: they sit in the narrow side column from 1024 px. */
function Facts({ rows }: { rows: [string, string | undefined][] }) {
  const present = rows.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <dl className="divide-y divide-steel-100">
      {present.map(([label, value]) => (
        <div
          key={label}
          className="grid gap-1 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[11rem_1fr] sm:gap-4 lg:grid-cols-1 lg:gap-1 print:grid-cols-[38%_1fr] print:gap-2 print:py-0.5"
        >
          <dt className="text-sm font-semibold text-steel-700">{label}</dt>
          <dd className="text-navy-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The boxes below an item's summary, in order; one without a body is left out. */
function itemSections(item: CatalogueItem, terms: TermsBox[]): ItemSection[] {
  return [
    ...terms.map((box) => ({
      id: box.id,
      title: box.title,
      side: true,
      body: <Facts rows={box.rows} />,
    })),
    {
      id: "scope-and-deliverables",
      title: "Scope and deliverables",
      body: item.scope ? (
        <div className="max-w-prose space-y-4 text-steel-700">
          <p>{item.scope}</p>
          {item.deliverables ? (
            <>
              <h3 className="font-semibold text-navy-950">You receive</h3>
              <ul className="space-y-2">
                {item.deliverables.map((deliverable) => (
                  <li key={deliverable} className="flex gap-2">
                    <CheckIcon className="mt-0.5 size-5 shrink-0" />
                    {deliverable}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null,
    },
    {
      id: "product-description",
      title: "Product Description",
      body: item.description ? (
        <Paragraphs
          texts={item.description}
          className="max-w-prose space-y-4 text-steel-700 print:space-y-1"
        />
      ) : null,
    },
    {
      id: "specification",
      title: "SPECIFICATION",
      body: item.specification ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Specification of {item.name}</caption>
          <tbody>
            {item.specification.map((row) => (
              <tr key={row.name} className="border-t border-steel-100 first:border-0">
                <th
                  scope="row"
                  className="w-2/5 py-2.5 pr-4 align-top font-semibold text-steel-700 print:py-0.5"
                >
                  {row.name}
                </th>
                <td className="py-2.5 text-navy-950 print:py-0.5">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null,
    },
    {
      id: "work-duration",
      title: "Work Duration",
      body: item.workDuration ? (
        <ul className="space-y-2.5 text-steel-700 print:space-y-0.5">
          {item.workDuration.map((step) => (
            <li key={step} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-5 shrink-0" />
              {step}
            </li>
          ))}
        </ul>
      ) : null,
    },
  ];
}

/**
 * The boxes of facts, description, specification and steps below an item's summary, in the
 * specification's order. Each box is as tall as what it holds: from 1024 px the price and trade
 * terms form a side column (first in reading order, kept in view as the page scrolls) beside the
 * description, specification and work steps, so no box is stretched to match a neighbour.
 */
/** `terms` come from the loader (item-facts.ts), so the rules that word them stay on the server. */
export function ItemSections({ item, terms }: { item: CatalogueItem; terms: TermsBox[] }) {
  const present = itemSections(item, terms).filter((section) => section.body);
  const side = present.filter((section) => section.side);
  const main = present.filter((section) => !section.side);
  const column = (sections: ItemSection[], className: string) =>
    sections.length > 0 ? (
      <div className={`grid content-start gap-6 print:contents ${className}`}>
        {sections.map(({ id, title, body }) => (
          <Section key={id} id={id} title={title}>
            {body}
          </Section>
        ))}
      </div>
    ) : null;
  const twoColumns = side.length > 0 && main.length > 0;
  return (
    // On paper the boxes flow through two balanced columns: a one-page datasheet.
    <div
      className={`page-x grid items-start gap-6 py-12 print:block print:columns-2 print:gap-6 print:py-2 ${twoColumns ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,25rem)]" : ""}`}
    >
      {/* The side column, a few short boxes, stays in view beside a long description. */}
      {column(side, twoColumns ? "lg:col-start-2 lg:row-start-1 lg:sticky lg:top-28" : "")}
      {column(main, twoColumns ? "lg:col-start-1 lg:row-start-1" : "")}
    </div>
  );
}
