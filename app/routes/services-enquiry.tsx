import { data } from "react-router";
import { catalogue } from "#app/features/catalogue/catalogue.server.ts";
import { catalogueCrumbs } from "#app/features/catalogue/catalogue-page.tsx";
import { enquiryPageAction } from "#app/features/enquiries/action.server.ts";
import { guardedServerAction } from "#app/features/enquiries/client-action.ts";
import { ProductEnquiryForm } from "#app/features/enquiries/product-enquiry-form.tsx";
import { Toasts } from "#app/features/enquiries/toasts.tsx";
import { company } from "#app/lib/company.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { keepAfterPosts } from "#app/lib/static-loader-data.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import type { Route } from "./+types/services-enquiry";

/** The enquiry form of one catalogue item as a page: what 'Send Inquiry' opens without JavaScript. */
export function loader({ params }: Route.LoaderArgs) {
  const entry = catalogue.item(params.id);
  if (!entry) throw data("Not found", { status: 404 });
  return { id: entry.item.id, name: entry.item.name, summary: entry.item.summary };
}

export const action = enquiryPageAction("product");

export const clientAction = guardedServerAction;

export const shouldRevalidate = keepAfterPosts;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Enquiry: ${loaderData.name}`,
    description: `Send an enquiry for ${loaderData.name} to ${company.shortName}.`,
    path: `/services/details/${loaderData.id}/enquiry`,
    noindex: true,
  });
}

export default function ServiceEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { id, name, summary } = loaderData;
  return (
    <section className="bg-navy-50 py-12">
      <Toasts />
      <div className="page-x">
        <Breadcrumb
          items={catalogueCrumbs(
            { label: name, to: `/services/details/${id}` },
            { label: "Send Inquiry" },
          )}
        />
      </div>
      {/* The form alone, in the middle of the page: nothing beside it is missing. */}
      <div className="page-x">
        <div className="mx-auto mt-6 max-w-[500px] rounded-card border border-steel-200 bg-white p-6 shadow-card">
          <h1 className="text-2xl font-semibold">Send Inquiry</h1>
          <p className="mt-1 font-medium text-navy-950">{name}</p>
          <p className="mt-1 mb-6 text-sm text-steel-700">{summary}</p>
          <ProductEnquiryForm
            product={name}
            enquiryHref={`/services/details/${id}/enquiry`}
            idPrefix="page"
            className="grid gap-4"
            actionData={actionData}
          />
        </div>
      </div>
    </section>
  );
}
