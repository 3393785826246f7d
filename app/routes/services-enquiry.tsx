import { data, Form } from "react-router";
import { catalogue } from "~/features/catalogue/catalogue.server";
import { catalogueCrumbs } from "~/features/catalogue/catalogue-page";
import { enquiryPageAction } from "~/features/enquiries/action.server";
import { EnquiryHiddenFields, PrivacyNote } from "~/features/enquiries/enquiry-extras";
import { FormOutcome, outcomeId } from "~/features/enquiries/form-field";
import { ProductEnquiryFields } from "~/features/enquiries/product-enquiry-fields";
import { useFormToken } from "~/features/enquiries/use-form-token";
import { company } from "~/lib/company";
import { pageMeta } from "~/lib/seo/meta";
import { Breadcrumb } from "~/ui/breadcrumb";
import { SubmitButton } from "~/ui/submit-button";
import type { Route } from "./+types/services-enquiry";

/** The enquiry form of one catalogue item as a page: what 'Send Inquiry' opens without JavaScript. */
export function loader({ params }: Route.LoaderArgs) {
  const entry = catalogue.item(params.id);
  if (!entry) throw data("Not found", { status: 404 });
  return { id: entry.item.id, name: entry.item.name, summary: entry.item.summary };
}

export async function action({ request, context }: Route.ActionArgs) {
  return enquiryPageAction("product", request, context);
}

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
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  const values = actionData && !actionData.ok ? actionData.values : {};
  const formToken = useFormToken(actionData?.formToken);
  return (
    <section className="bg-navy-50 py-12">
      <div className="page-x">
        <Breadcrumb
          items={catalogueCrumbs(
            { label: name, to: `/services/details/${id}` },
            { label: "Send Inquiry" },
          )}
        />
        <div className="mt-6 max-w-[500px] rounded-card border border-steel-200 bg-white p-6 shadow-card">
          <h1 className="text-2xl font-semibold">Send Inquiry</h1>
          <p className="mt-1 font-medium text-navy-950">{name}</p>
          <p className="mt-1 text-sm text-steel-700">{summary}</p>
          <div className="mt-6">
            <FormOutcome data={actionData} />
          </div>
          <Form
            key={actionData?.ok ? actionData.reference : "form"}
            method="post"
            action={`/services/details/${id}/enquiry#${outcomeId}`}
            className="relative"
          >
            <EnquiryHiddenFields idempotencyKey="" formToken={formToken.token} />
            <ProductEnquiryFields product={name} idPrefix="page" errors={errors} values={values} />
            <SubmitButton loading={false} className="mt-6 w-full">
              Send Inquiry
            </SubmitButton>
            <PrivacyNote />
          </Form>
        </div>
      </div>
    </section>
  );
}
