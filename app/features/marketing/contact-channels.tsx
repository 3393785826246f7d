/**
 * The contact page's aside: each way to reach the company (what it is for, the number or address,
 * when to use it) and why plants call. It never changes in the browser, so the page keeps the
 * server's markup and this code is not in its first load (`ServerPart`, issue 27).
 */
import type { ReactNode } from "react";
import { company } from "#app/lib/company.ts";
import { BreakableAddress } from "#app/ui/breakable-address.tsx";
import { CheckIcon } from "#app/ui/check-icon.tsx";
import { MailIcon, MapPinIcon, PhoneIcon } from "#app/ui/icons.tsx";
import { Photo } from "#app/ui/photo.tsx";
import type { ContactPageContent } from "./content-schemas.ts";

/** One way to reach the company: what it is for, the number or address, and when to use it. */
function Channel({
  href,
  icon,
  label,
  value,
  note,
}: {
  href?: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note: string;
}) {
  const body = (
    <>
      {icon}
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold text-steel-700">{label}</span>
        <span className="font-semibold text-navy-900">{value}</span>
        <span className="mt-1 text-sm text-steel-600">{note}</span>
      </span>
    </>
  );
  const className =
    "flex h-full min-w-0 items-start gap-3 rounded-md border border-navy-200 bg-white px-4 py-3";
  return (
    <li>
      {href ? (
        <a href={href} className={`${className} hover:border-navy-600`}>
          {body}
        </a>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

const iconClass = "mt-0.5 size-5 shrink-0 text-amber-800";

export function ContactChannels({ content }: { content: ContactPageContent }) {
  const { channels } = content;
  const [breakdown, sales] = company.keyPersonnel;
  const { address } = company;
  return (
    <div className="grid gap-10">
      <section aria-labelledby="channels-heading">
        <h2 id="channels-heading" className="text-2xl font-semibold">
          Ways to reach us
        </h2>
        <Photo
          slot="contact-works"
          sizes="(min-width: 1024px) 440px, 100vw"
          className="mt-5 rounded-card shadow-card"
          fallback={null}
        />
        <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          <Channel
            href={`tel:${breakdown.phone.e164}`}
            icon={<PhoneIcon className={iconClass} />}
            label={channels.breakdown.label}
            value={<span className="whitespace-nowrap">{breakdown.phone.display}</span>}
            note={channels.breakdown.note}
          />
          <Channel
            href={`tel:${sales.phone.e164}`}
            icon={<PhoneIcon className={iconClass} />}
            label={channels.sales.label}
            value={<span className="whitespace-nowrap">{sales.phone.display}</span>}
            note={channels.sales.note}
          />
          <Channel
            href={`mailto:${company.email}`}
            icon={<MailIcon className={iconClass} />}
            label={channels.email.label}
            value={<BreakableAddress text={company.email} />}
            note={channels.email.note}
          />
          <Channel
            icon={<MapPinIcon className={iconClass} />}
            label={channels.works.label}
            value={
              <address className="not-italic">
                {address.street}, {address.locality},{" "}
                <span className="whitespace-nowrap">
                  {address.city} {address.postalCode}
                </span>
              </address>
            }
            note={channels.works.note}
          />
        </ul>
      </section>
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="text-2xl font-semibold">
          Why plants call us
        </h2>
        <ul className="mt-5 space-y-5">
          {content.benefits.map((benefit) => (
            <li key={benefit.title} className="flex gap-3">
              <CheckIcon className="mt-1 size-5 shrink-0" />
              <div>
                <h3 className="font-semibold">{benefit.title}</h3>
                <p className="mt-1 text-steel-700">{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
