import type { ReactNode } from "react";
import { data } from "react-router";
import { catalogue } from "~/features/catalogue/catalogue.server";
import { formatPrice } from "~/features/catalogue/format";
import { ItemCard } from "~/features/catalogue/item-card";
import { breadcrumbJsonLd, itemJsonLd } from "~/features/catalogue/structured-data";
import { EnquiryDialog } from "~/features/enquiries/enquiry-dialog";
import { Toasts } from "~/features/enquiries/enquiry-extras";
import { company } from "~/lib/company";
import { pageMeta } from "~/lib/seo/meta";
import { CheckIcon } from "~/ui/blocks";
import { Breadcrumb } from "~/ui/breadcrumb";
import { PhoneIcon } from "~/ui/icons";
import type { Route } from "./+types/services-details";

export function loader({ params }: Route.LoaderArgs) {
  const entry = catalogue.item(params.id);
  if (!entry) throw data("Not found", { status: 404 });
  const crumbs = [
    { label: "Home", to: "/" },
    { label: "Services", to: "/services" },
    ...(entry.group
      ? [{ label: entry.group.name, to: `/services/categories/${entry.group.id}` }]
      : []),
    { label: entry.item.name },
  ];
  return {
    item: entry.item,
    group: entry.group ? { id: entry.group.id, name: entry.group.name } : undefined,
    similar: catalogue.siblings(entry),
    crumbs,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { item, crumbs } = loaderData;
  const path = `/services/details/${item.id}`;
  return pageMeta({
    title: item.name,
    description: item.summary,
    path,
    image: item.img,
    type: "product",
    jsonLd: [itemJsonLd(item, path), breadcrumbJsonLd(crumbs, path)],
  });
}

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

export default function ServiceDetails({ loaderData }: Route.ComponentProps) {
  const { item, group, similar, crumbs } = loaderData;
  const price = item.price ? formatPrice(item.price) : undefined;
  return (
    <>
      <Toasts />
      <section className="border-b border-steel-200 bg-navy-50">
        <div className="page-x py-8">
          <Breadcrumb items={crumbs} />
        </div>
        <div className="page-x grid gap-8 pb-12 md:grid-cols-[minmax(0,300px)_1fr] lg:grid-cols-[minmax(0,480px)_1fr] lg:gap-12">
          <img
            src={item.img}
            alt={`${item.name}: illustration`}
            width={480}
            height={360}
            fetchPriority="high"
            className="h-auto w-full rounded-card border border-steel-200 bg-paper shadow-card"
          />
          <div>
            <p className="text-sm font-semibold tracking-[0.12em] text-amber-800 uppercase">
              {group?.name ?? company.shortName}
            </p>
            <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{item.name}</h1>
            <p className="mt-2 text-sm text-steel-600">Item code {item.no}</p>
            <p className="mt-5 text-2xl font-semibold text-navy-950">
              {price ?? (
                <span className="text-lg font-medium text-steel-700">Price on request</span>
              )}
              {price ? (
                <span className="ml-2 text-sm font-normal text-steel-600">excl. GST</span>
              ) : null}
            </p>
            <p className="mt-4 max-w-prose text-steel-700">{item.summary}</p>
            <ul className="mt-5 space-y-2 text-sm text-steel-700">
              {item.minimumOrderQuantity ? (
                <li className="flex gap-2">
                  <CheckIcon className="size-5 shrink-0" /> Minimum order:{" "}
                  {item.minimumOrderQuantity}
                </li>
              ) : null}
              <li className="flex gap-2">
                <CheckIcon className="size-5 shrink-0" /> Delivery: {item.deliveryTime}
              </li>
              <li className="flex gap-2">
                <CheckIcon className="size-5 shrink-0" /> Supply ability: {item.supplyAbility}
              </li>
            </ul>
            <div className="mt-7 flex flex-wrap gap-3">
              <EnquiryDialog
                product={item.name}
                enquiryHref={`/services/details/${item.id}/enquiry`}
              />
              <a
                href={`tel:${company.phones[1].e164}`}
                className="inline-flex items-center gap-2 rounded-md border border-navy-800 px-5 py-3 font-semibold text-navy-800 hover:bg-white"
              >
                <PhoneIcon className="size-4" /> Call {company.phones[1].display}
              </a>
            </div>
          </div>
        </div>
      </section>

      <div className="page-x grid gap-6 py-12 lg:grid-cols-2">
        {item.minimumOrderQuantity || price ? (
          <Section id="price-and-quantity" title="Price And Quantity">
            <Facts
              rows={[
                ["Minimum Order Quantity", item.minimumOrderQuantity],
                ["Price", price],
              ]}
            />
          </Section>
        ) : null}
        <Section id="trade-information" title="Trade Information">
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
        </Section>
        {item.description ? (
          <div className="lg:col-span-2">
            <Section id="product-description" title="Product Description">
              <div className="max-w-prose space-y-4 text-steel-700">
                {item.description.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </Section>
          </div>
        ) : null}
        {item.specification ? (
          <Section id="specification" title="SPECIFICATION">
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
          </Section>
        ) : null}
        {item.workDuration ? (
          <Section id="work-duration" title="Work Duration">
            <ul className="space-y-2.5 text-steel-700">
              {item.workDuration.map((step) => (
                <li key={step} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-5 shrink-0" />
                  {step}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>

      {group && similar.length ? (
        <section aria-labelledby="similar-heading" className="bg-paper py-12 lg:py-16">
          <div className="page-x">
            <h2 id="similar-heading" className="text-2xl font-semibold">
              Similar Products in {group.name}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {similar.map((card) => (
                <li key={card.id}>
                  <ItemCard item={card} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
