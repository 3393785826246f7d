import type { ComponentProps } from "react";
import { productFields } from "./enquiry-fields.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";

/** The browser checks the fields; whether the product exists is for the server to say. */
const loadProductSchema = () =>
  import("./schema.ts").then((module) => module.productEnquirySchema());

/**
 * The enquiry about one catalogue item, in the dialog and on the item's enquiry page: both post
 * to the action of the enquiry page's route, `enquiryHref`.
 */
export function ProductEnquiryForm({
  product,
  enquiryHref,
  ...rest
}: {
  product: string;
  enquiryHref: string;
} & Pick<
  ComponentProps<typeof EnquiryForm>,
  | "actionData"
  | "afterSent"
  | "onSent"
  | "toastContainer"
  | "sentToastContainer"
  | "actions"
  | "idPrefix"
  | "className"
>) {
  return (
    <EnquiryForm
      kind="product"
      loadSchema={loadProductSchema}
      action={enquiryHref}
      fields={productFields}
      product={product}
      againHref={enquiryHref}
      submitLabel="Send Inquiry"
      {...rest}
    />
  );
}
