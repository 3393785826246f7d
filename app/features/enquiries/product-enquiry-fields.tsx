import { EnquiryFields, productFields } from "./enquiry-fields";

/** The fields of a product enquiry, shared by the dialog and the page that works without JavaScript. */
export function ProductEnquiryFields({
  product,
  idPrefix,
  errors = {},
  values = {},
}: {
  product: string;
  idPrefix: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}) {
  return (
    <div className="grid gap-4">
      <input type="hidden" name="service" value={product} />
      <EnquiryFields fields={productFields} idPrefix={idPrefix} errors={errors} values={values} />
    </div>
  );
}
