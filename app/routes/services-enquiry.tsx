import { data, Form } from "react-router";
import { catalogue } from "~/catalogue/catalogue.server";
import { Breadcrumb } from "~/components/breadcrumb";
import { ProductEnquiryFields } from "~/components/product-enquiry-fields";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/services-enquiry";

/** The enquiry form of one catalogue item as a page: what 'Send Inquiry' opens without JavaScript. */

export function loader({ params }: Route.LoaderArgs) {
  const entry = catalogue.item(params.id);
  if (!entry) throw data("Not found", { status: 404 });
  return { id: entry.item.id, name: entry.item.name, summary: entry.item.summary };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({
    title: `Enquiry: ${loaderData.name}`,
    description: `Send an enquiry for ${loaderData.name} to Vidyut Power Solutions.`,
    path: `/services/details/${loaderData.id}/enquiry`,
    noindex: true,
  });
}

export default function ServiceEnquiry({ loaderData }: Route.ComponentProps) {
  const { id, name, summary } = loaderData;
  return (
    <section className="bg-navy-50 py-12">
      <div className="page-x">
        <Breadcrumb
          items={[
            { label: "Home", to: "/" },
            { label: "Services", to: "/services" },
            { label: name, to: `/services/details/${id}` },
            { label: "Send Inquiry" },
          ]}
        />
        <div className="mt-6 max-w-[500px] rounded-card border border-steel-200 bg-white p-6 shadow-card">
          <h1 className="text-2xl font-semibold">Send Inquiry</h1>
          <p className="mt-1 font-medium text-navy-950">{name}</p>
          <p className="mt-1 text-sm text-steel-700">{summary}</p>
          <Form method="post" className="mt-6">
            <ProductEnquiryFields product={name} idPrefix="page" />
            <button
              type="submit"
              className="mt-6 w-full rounded-md bg-amber-500 px-5 py-3 font-semibold text-navy-950 hover:bg-amber-300"
            >
              Send Inquiry
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}
