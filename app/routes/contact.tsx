import type { ReactNode } from "react";
import { data } from "react-router";
import { enquiryPageAction } from "#app/features/enquiries/action.server.ts";
import { guardedServerAction } from "#app/features/enquiries/client-action.ts";
import { ContactForm } from "#app/features/enquiries/contact-form.tsx";
import { readContactPrefill } from "#app/features/enquiries/prefill.ts";
import { Toasts } from "#app/features/enquiries/toasts.tsx";
import { ContactHero } from "#app/features/marketing/contact-hero.tsx";
import { MapFacade } from "#app/features/marketing/map-facade.tsx";
import { contactPage } from "#app/features/marketing/marketing-content.server.ts";
import { company } from "#app/lib/company.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { keepAfterPosts, type ShouldRevalidateFunctionArgs } from "#app/lib/static-loader-data.ts";
import { BreakableAddress } from "#app/ui/breakable-address.tsx";
import { CheckIcon } from "#app/ui/check-icon.tsx";
import { MailIcon, MapPinIcon, PhoneIcon } from "#app/ui/icons.tsx";
import { Photo } from "#app/ui/photo.tsx";
import { PrintedContact } from "#app/ui/printed-contact.tsx";
import { PageSection } from "#app/ui/section.tsx";
import type { Route } from "./+types/contact";

export const handle: ServerHandle = { rendersQuery: true };

/**
 * /contact is prerendered; with ?message=… (a link that fills in the form, such as the oil tool's)
 * the server renders it for that address, and keeps no copy: the text is the visitor's own.
 */
export function loader({ request }: Route.LoaderArgs) {
  const prefill = readContactPrefill(new URL(request.url).searchParams);
  return data(
    { content: contactPage, prefill },
    prefill.message ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  // A 429 keeps the action's Retry-After.
  const retryAfter = actionHeaders.get("Retry-After");
  if (!retryAfter) return loaderHeaders;
  const headers = new Headers(loaderHeaders);
  headers.set("Retry-After", retryAfter);
  return headers;
}

export async function action({ request, context }: Route.ActionArgs) {
  return enquiryPageAction("contact", request, context);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardedServerAction(serverAction);
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return keepAfterPosts(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { content, prefill } = loaderData;
  return pageMeta({
    title: content.title,
    description: content.description,
    path: "/contact",
    noindex: Boolean(prefill.message),
  });
}

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

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { content, prefill } = loaderData;
  const { channels } = content;
  const [breakdown, sales] = company.keyPersonnel;
  const { address } = company;
  return (
    <>
      <Toasts />
      <ContactHero content={content} />

      {/* The form comes first in reading order, so on a phone it follows the heading at once. */}
      <div className="page-x grid items-start gap-10 py-12 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:py-16">
        <div className="print:hidden">
          <ContactForm
            heading={content.formHeading}
            intro={content.formIntro}
            actionData={actionData}
            prefill={prefill}
          />
        </div>
        <PrintedContact page="contact" />
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
      </div>

      {/* On paper the address above is enough; the drawn map and its buttons stay on screen. */}
      <div className="print:hidden">
        <PageSection
          headingId="map-heading"
          heading={`Find us in ${company.address.city}`}
          band="bg-paper"
          size="compact"
        >
          <p className="mt-2 max-w-prose text-steel-700">{content.visitNote}</p>
          <div className="mt-6">
            <MapFacade title={content.mapTitle} />
          </div>
        </PageSection>
      </div>
    </>
  );
}
