import type { ReactNode } from "react";
import { CheckIcon } from "~/ui/blocks";
import { Paragraphs } from "~/ui/section";
import type { CatalogueItem } from "./schema";

type ItemSection = { id: string; title: string; wide?: boolean; body: ReactNode };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-steel-200 bg-white p-6 shadow-card"
    >
      <h2 id={id} className="border-b border-steel-200 pb-3 text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, string | undefined][] }) {
  const present = rows.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <dl className="grid gap-x-6 sm:grid-cols-[max-content_1fr]">
      {present.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="pt-3 text-sm font-semibold text-steel-700 sm:border-t sm:border-steel-100 sm:py-2.5 sm:first-of-type:border-0">
            {label}
          </dt>
          <dd className="pb-3 text-navy-950 sm:border-t sm:border-steel-100 sm:py-2.5">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The boxes below an item's summary, in order; one without a body is left out. */
function itemSections(item: CatalogueItem, price?: string): ItemSection[] {
  return [
    {
      id: "price-and-quantity",
      title: "Price And Quantity",
      body:
        item.minimumOrderQuantity || price ? (
          <Facts
            rows={[
              ["Minimum Order Quantity", item.minimumOrderQuantity],
              ["Price", price],
            ]}
          />
        ) : null,
    },
    {
      id: "trade-information",
      title: "Trade Information",
      body: (
        <Facts
          rows={[
            ["Payment Terms", item.paymentTerms],
            ["Supply Ability", item.supplyAbility],
            ["Sample Available", item.sampleAvailable],
            ["Sample Policy", item.samplePolicy],
            ["Packaging Details", item.packagingDetails],
            ["Main Domestic Market", item.mainDomesticMarket],
            ["Main Export Market(s)", item.mainExportMarkets],
            ["Delivery Time", item.deliveryTime],
          ]}
        />
      ),
    },
    {
      id: "product-description",
      title: "Product Description",
      wide: true,
      body: item.description ? (
        <Paragraphs texts={item.description} className="max-w-prose space-y-4 text-steel-700" />
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
                  className="w-2/5 py-2.5 pr-4 align-top font-semibold text-steel-700"
                >
                  {row.name}
                </th>
                <td className="py-2.5 text-navy-950">{row.value}</td>
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
        <ul className="space-y-2.5 text-steel-700">
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

/** The boxes of facts, description, specification and steps below an item's summary. */
export function ItemSections({ item, price }: { item: CatalogueItem; price?: string }) {
  return (
    <div className="page-x grid gap-6 py-12 lg:grid-cols-2">
      {itemSections(item, price).map(({ id, title, wide, body }) => {
        if (!body) return null;
        const section = (
          <Section key={id} id={id} title={title}>
            {body}
          </Section>
        );
        return wide ? (
          <div key={id} className="lg:col-span-2">
            {section}
          </div>
        ) : (
          section
        );
      })}
    </div>
  );
}
