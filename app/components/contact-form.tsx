import { Form } from "react-router";

const field = "flex flex-col gap-1.5";
const label = "text-sm font-semibold text-navy-950";
const input =
  "rounded-md border border-steel-300 bg-white px-3.5 py-2.5 text-base text-navy-950 placeholder:text-steel-500 focus:border-navy-600 focus:outline-3 focus:outline-offset-0 focus:outline-amber-500";

/** The enquiry form of /contact. It posts to the contact route's action. */
export function ContactForm({ heading, intro }: { heading: string; intro: string }) {
  return (
    <section
      aria-labelledby="enquiry-form-heading"
      className="rounded-card border border-steel-200 bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id="enquiry-form-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 text-steel-700">{intro}</p>
      <Form method="post" className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className={field}>
          <label htmlFor="firstName" className={label}>
            First name
          </label>
          <input
            id="firstName"
            name="firstName"
            required
            autoComplete="given-name"
            className={input}
          />
        </div>
        <div className={field}>
          <label htmlFor="lastName" className={label}>
            Last name
          </label>
          <input
            id="lastName"
            name="lastName"
            required
            autoComplete="family-name"
            className={input}
          />
        </div>
        <div className={field}>
          <label htmlFor="email" className={label}>
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="email"
            className={input}
          />
        </div>
        <div className={field}>
          <label htmlFor="phone" className={label}>
            Phone (mobile number)
          </label>
          <input
            id="phone"
            name="phone"
            type="tel"
            inputMode="numeric"
            required
            autoComplete="tel-national"
            placeholder="987 654 3210"
            className={input}
          />
        </div>
        <div className={`${field} sm:col-span-2`}>
          <label htmlFor="service" className={label}>
            Service
          </label>
          <select id="service" name="service" required defaultValue="" className={input}>
            <option value="">Select</option>
            <option value="service">Service</option>
            <option value="automation">Automation</option>
          </select>
        </div>
        <div className={`${field} sm:col-span-2`}>
          <label htmlFor="message" className={label}>
            Message
          </label>
          <textarea
            id="message"
            name="message"
            required
            rows={5}
            placeholder="Transformer rating and voltage class, site location, what you need and by when"
            className={input}
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="w-full rounded-md bg-amber-500 px-6 py-3 font-semibold text-navy-950 hover:bg-amber-300 sm:w-auto"
          >
            Send enquiry
          </button>
        </div>
      </Form>
    </section>
  );
}
