import { Suspense } from "react";
import { data } from "react-router";
import { enquiryPageAction } from "#app/features/enquiries/action.server.ts";
import { guardedServerAction } from "#app/features/enquiries/client-action.ts";
import { ContactForm } from "#app/features/enquiries/contact-form.tsx";
import { readContactPrefill } from "#app/features/enquiries/prefill.ts";
import { Toasts } from "#app/features/enquiries/toasts.tsx";
import { ContactChannels } from "#app/features/marketing/contact-channels.tsx";
import { ContactHero } from "#app/features/marketing/contact-hero.tsx";
import { MapFacade } from "#app/features/marketing/map-facade.tsx";
import { contactPage } from "#app/features/marketing/marketing-content.server.ts";
import { company } from "#app/lib/company.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { keepAfterPosts } from "#app/lib/static-loader-data.ts";
import { PrintedContact } from "#app/ui/printed-contact.tsx";
import { PageSection } from "#app/ui/section.tsx";
import { ServerPart } from "#app/ui/server-part.tsx";
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

export const action = enquiryPageAction("contact");

export const clientAction = guardedServerAction;

export const shouldRevalidate = keepAfterPosts;

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

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { content, prefill } = loaderData;
  return (
    <>
      <Toasts />
      <ServerPart id="contact-hero">
        {import.meta.env.SSR ? <ContactHero content={content} /> : null}
      </ServerPart>

      {/* The form comes first in reading order, so on a phone it follows the heading at once.
          The form and the map are each a Suspense boundary (nothing in them suspends): React
          hydrates each in a task of its own and yields in between. The head and the ways to
          reach us never change: the page keeps the server's markup (issue 27, decision 0020). */}
      <div className="page-x grid items-start gap-10 py-12 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:py-16">
        <Suspense>
          <div className="print:hidden">
            <ContactForm
              heading={content.formHeading}
              intro={content.formIntro}
              actionData={actionData}
              prefill={prefill}
            />
          </div>
        </Suspense>
        <PrintedContact page="contact" />
        <ServerPart id="contact-channels">
          {import.meta.env.SSR ? <ContactChannels content={content} /> : null}
        </ServerPart>
      </div>

      {/* On paper the address above is enough; the drawn map and its buttons stay on screen. */}
      <Suspense>
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
      </Suspense>
    </>
  );
}
