import { company } from "#app/lib/company.ts";

/**
 * On paper, in the place of a form (which cannot be filled in there) or of a page's buttons: how
 * to reach the company instead. Not shown on screen. `channels` lists the phones, e-mail and
 * address; leave it out where the page prints its own list of them.
 */
export function PrintedContact({
  heading,
  text,
  channels = true,
}: {
  heading: string;
  text: string;
  channels?: boolean;
}) {
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
