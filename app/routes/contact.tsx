import { data } from "react-router";
import { enquiryPageAction } from "~/features/enquiries/action.server";
import { guardedServerAction } from "~/features/enquiries/client-action";
import { ContactForm } from "~/features/enquiries/contact-form";
import { readContactPrefill } from "~/features/enquiries/prefill";
import { Toasts } from "~/features/enquiries/toasts";
import { MapFacade } from "~/features/marketing/map-facade";
import { contactPage } from "~/features/marketing/marketing-content.server";
import { company } from "~/lib/company";
import { pageMeta } from "~/lib/seo/meta";
import { keepAfterPosts, type ShouldRevalidateFunctionArgs } from "~/lib/static-loader-data";
import { Breadcrumb } from "~/ui/breadcrumb";
import { CheckIcon } from "~/ui/check-icon";
import { MailIcon, PhoneIcon } from "~/ui/icons";
import { PageSection } from "~/ui/section";
import type { Route } from "./+types/contact";

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

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { content, prefill } = loaderData;
  return (
    <>
      <Toasts />
      <section className="border-b border-steel-200 bg-navy-50">
        <div className="page-x py-12 lg:py-16">
          <Breadcrumb items={[{ label: "Home", to: "/" }, { label: content.title }]} />
          <h1 className="mt-6 text-3xl font-semibold sm:text-4xl lg:text-5xl">{content.heading}</h1>
          <p className="mt-5 max-w-3xl text-lg text-steel-700">{content.lead}</p>
          <ul className="mt-6 grid max-w-4xl gap-3 md:grid-cols-3">
            {company.keyPersonnel.map((person) => (
              <li key={person.name}>
                <a
                  href={`tel:${person.phone.e164}`}
                  className="flex h-full min-w-0 items-center gap-3 rounded-md border border-navy-200 bg-white px-4 py-2.5 text-navy-800 hover:border-navy-600"
                >
                  <PhoneIcon className="size-5 shrink-0 text-amber-800" />
                  <span className="flex flex-col">
                    <span className="font-semibold">{person.phone.display}</span>
                    <span className="text-sm text-steel-600">{person.role}</span>
                  </span>
                </a>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${company.email}`}
                className="flex h-full min-w-0 items-center gap-3 rounded-md border border-navy-200 bg-white px-4 py-2.5 text-navy-800 hover:border-navy-600"
              >
                <MailIcon className="size-5 shrink-0 text-amber-800" />
                <span className="flex flex-col">
                  <span className="font-semibold break-all">{company.email}</span>
                  <span className="text-sm text-steel-600">Quotations and documents</span>
                </span>
              </a>
            </li>
          </ul>
        </div>
      </section>

      <div className="page-x grid gap-10 py-12 lg:grid-cols-[1fr_1.35fr] lg:py-16">
        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="text-2xl font-semibold">
            Why Plants Call Us
          </h2>
          <ul className="mt-6 space-y-6">
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
        <ContactForm
          heading={content.formHeading}
          intro={content.formIntro}
          actionData={actionData}
          prefill={prefill}
        />
      </div>

      <PageSection
        headingId="map-heading"
        heading={`Find Us in ${company.address.city}`}
        band="bg-paper"
        size="compact"
      >
        <p className="mt-2 max-w-prose text-steel-700">{content.visitNote}</p>
        <div className="mt-6">
          <MapFacade title={content.mapTitle} />
        </div>
      </PageSection>
    </>
  );
}
