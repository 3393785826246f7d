const label = "text-sm font-semibold text-navy-950";
const input =
  "w-full rounded-md border border-steel-300 bg-white px-3.5 py-2.5 text-base text-navy-950 placeholder:text-steel-500 focus:border-navy-600 focus:outline-3 focus:outline-offset-0 focus:outline-amber-500";

/** The fields of a product enquiry, shared by the dialog and the page that works without JavaScript. */
export function ProductEnquiryFields({ product, idPrefix }: { product: string; idPrefix: string }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-4">
      <input type="hidden" name="service" value={product} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id("name")} className={label}>
          Name
        </label>
        <input id={id("name")} name="name" required autoComplete="name" className={input} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id("email")} className={label}>
          Email
        </label>
        <input
          id={id("email")}
          name="email"
          type="email"
          required
          autoComplete="email"
          className={input}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id("phoneNo")} className={label}>
          Mobile number
        </label>
        <input
          id={id("phoneNo")}
          name="phoneNo"
          type="tel"
          inputMode="numeric"
          required
          autoComplete="tel-national"
          placeholder="987 654 3210"
          className={input}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id("message")} className={label}>
          Message
        </label>
        <textarea
          id={id("message")}
          name="message"
          required
          rows={3}
          placeholder="Please mention the product name, order quantity, usage and any special requests"
          className={input}
        />
      </div>
    </div>
  );
}
