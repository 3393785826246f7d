import { ContactDetailFields, InputField, TextAreaField } from "./form-field";
import { limits } from "./schema";

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
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4">
      <input type="hidden" name="service" value={product} />
      <InputField
        id={id("name")}
        label="Name"
        error={errors.name}
        name="name"
        required
        maxLength={limits.name}
        autoComplete="name"
        defaultValue={values.name}
      />
      <ContactDetailFields
        emailId={id("email")}
        phoneId={id("phoneNo")}
        phoneName="phoneNo"
        phoneLabel="Mobile number"
        errors={errors}
        values={values}
      />
      <TextAreaField
        id={id("message")}
        label="Message"
        error={errors.message}
        name="message"
        required
        rows={3}
        maxLength={limits.message}
        placeholder="Please mention the product name, order quantity, usage and any special requests"
        defaultValue={values.message}
      />
    </div>
  );
}
