import { errorProps, FormField, inputClass } from "~/components/form-field";

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
      <FormField id={id("name")} label="Name" error={errors.name}>
        <input
          id={id("name")}
          name="name"
          required
          maxLength={100}
          autoComplete="name"
          defaultValue={values.name}
          className={inputClass}
          {...errorProps(id("name"), errors.name)}
        />
      </FormField>
      <FormField id={id("email")} label="Email" error={errors.email}>
        <input
          id={id("email")}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={values.email}
          className={inputClass}
          {...errorProps(id("email"), errors.email)}
        />
      </FormField>
      <FormField id={id("phoneNo")} label="Mobile number" error={errors.phoneNo}>
        <input
          id={id("phoneNo")}
          name="phoneNo"
          type="tel"
          inputMode="numeric"
          required
          maxLength={20}
          autoComplete="tel-national"
          placeholder="987 654 3210"
          defaultValue={values.phoneNo}
          className={inputClass}
          {...errorProps(id("phoneNo"), errors.phoneNo)}
        />
      </FormField>
      <FormField id={id("message")} label="Message" error={errors.message}>
        <textarea
          id={id("message")}
          name="message"
          required
          rows={3}
          maxLength={5000}
          placeholder="Please mention the product name, order quantity, usage and any special requests"
          defaultValue={values.message}
          className={inputClass}
          {...errorProps(id("message"), errors.message)}
        />
      </FormField>
    </div>
  );
}
