import { company } from "#app/lib/company.ts";
import { ServerHtml } from "./server-html.tsx";

/**
 * What each page says on paper in the place of its form or buttons: a function, so that the
 * browser's bundle, which never renders the block, leaves the words out.
 */
const onPaper = () => ({
  contact: {
    heading: "Sending us an enquiry",
    text: `The form is on this page of our website. On paper, write to ${company.email} with the transformer's rating, voltage class and location and what you need, or call one of the numbers below.`,
    // The contact page prints its own list of the channels.
    channels: false,
  },
  "service-request": {
    heading: "Requesting a visit",
    text: "The request form is on this page of our website. On paper, send the nameplate data, what you have seen and the site's address by e-mail, or call the breakdown desk at any hour.",
    channels: true,
  },
  "not-found": {
    heading: "Finding what you were looking for",
    text: "Our services and products are listed on the services page of our website, or ask us directly:",
    channels: true,
  },
});

type PrintedContactProps = { page: keyof ReturnType<typeof onPaper> };

/**
 * On paper, in the place of a form (which cannot be filled in there) or of a page's buttons: how
 * to reach the company instead. Not shown on screen. The block lists the phones, e-mail and
 * address, except where the page prints its own list of them.
 *
 * Server markup (`ServerHtml`): it never changes in the browser, and its code and words stay out
 * of the browser's bundle (issue 27). After a client-side navigation to a page, the block is
 * empty until the page is loaded again; it is only ever seen on paper.
 */
export function PrintedContact(props: PrintedContactProps) {
  return <ServerHtml>{import.meta.env.SSR ? <ContactOnPaper {...props} /> : null}</ServerHtml>;
}

function ContactOnPaper({ page }: PrintedContactProps) {
  const { heading, text, channels } = onPaper()[page];
  const [desk, sales] = company.keyPersonnel;
  const { address } = company;
  const rows = [
    ["Breakdown desk, 24×7", desk.phone.display],
    ["Quotations, AMC and rental", sales.phone.display],
    ["E-mail", company.email],
    [
      "Works",
      `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}`,
    ],
  ];
  return (
    <section className="hidden break-inside-avoid rounded-card border border-steel-300 p-4 print:block">
      <h2 className="text-lg font-semibold text-navy-950">{heading}</h2>
      <p className="mt-1 text-steel-800">{text}</p>
      {channels ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-steel-700">{term}</dt>
              <dd className="text-navy-950">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
