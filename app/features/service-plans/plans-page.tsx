/** /service-plans: the three annual plans, their response targets, the desk and the exclusions. */
import { Link } from "react-router";
import { ButtonLink } from "#app/ui/button-link.tsx";
import { CallDeskLink } from "#app/ui/call-desk-link.tsx";
import { fromHome } from "#app/ui/crumbs.ts";
import { PageTitle } from "#app/ui/page-title.tsx";
import { PlanCard } from "./plan-card.tsx";
import type { PlansFile } from "./plans-schema.ts";

export function PlansPage({ plans }: { plans: PlansFile }) {
  const { general } = plans;
  return (
    <>
      <section data-print-plain="" className="border-b border-steel-200 bg-navy-950 text-white">
        <div className="page-x py-10 lg:py-14">
          <PageTitle
            tone="dark"
            crumbs={fromHome({ label: "Services", to: "/services" }, { label: "Service plans" })}
            eyebrow="Annual maintenance contracts"
            className="mt-3 max-w-4xl text-3xl font-semibold text-white sm:text-4xl"
          >
            {plans.heading}
          </PageTitle>
          <p className="mt-4 max-w-3xl text-lg text-navy-100">{plans.lead}</p>
        </div>
      </section>
      <section aria-labelledby="plans-heading" className="page-x py-12 lg:py-16">
        <h2 id="plans-heading" className="text-2xl font-semibold sm:text-3xl">
          Choose the plan that matches the cost of an outage
        </h2>
        <div className="mt-8 grid gap-6 lg:grid-cols-3 print:mt-5 print:gap-5">
          {plans.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <p className="mt-6 max-w-3xl text-sm text-steel-700">
          Without a plan, the same desk still calls back a breakdown within{" "}
          {general.acknowledgeMinutes / 60} hours and aims to reach the site within{" "}
          {general.siteHoursGujarat} hours in Gujarat and {general.siteHoursElsewhere} hours
          elsewhere in India; planned work is confirmed within {general.plannedAcknowledgeHours}{" "}
          hours.
        </p>
      </section>
      <section aria-labelledby="desk-heading" className="border-y border-steel-200 bg-navy-50">
        <div className="page-x grid gap-8 py-12 lg:grid-cols-2 lg:py-16">
          <div>
            <h2 id="desk-heading" className="text-2xl font-semibold">
              The 24×7 breakdown desk
            </h2>
            <p className="mt-4 text-steel-800">{plans.desk}</p>
            <p className="mt-6 flex flex-wrap gap-3 print:hidden">
              <CallDeskLink className="inline-flex min-h-12 items-center gap-2 rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700" />
              <ButtonLink to="/service-request" tone="outline">
                Report a breakdown online
              </ButtonLink>
            </p>
          </div>
          <div>
            <h2 className="text-2xl font-semibold">How the times are counted</h2>
            <ul className="mt-4 list-disc space-y-3 pl-5 text-steel-800">
              {plans.howTargetsCount.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section aria-labelledby="exclusions-heading" className="page-x py-12 lg:py-16">
        <h2 id="exclusions-heading" className="text-2xl font-semibold">
          What the plans do not cover
        </h2>
        <ul className="mt-4 grid max-w-4xl list-disc gap-x-10 gap-y-2 pl-5 text-steel-800 sm:grid-cols-2">
          {plans.exclusions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-steel-700">
          To agree a plan for your units, send us the nameplates and the last test reports through
          the{" "}
          <Link to="/contact" className="font-semibold text-navy-700 underline underline-offset-4">
            contact form
          </Link>
          , or ask our engineer at the next visit. A rental unit for a breakdown is listed on the{" "}
          <Link
            to="/transformer/rental"
            className="font-semibold text-navy-700 underline underline-offset-4"
          >
            transformer rental
          </Link>{" "}
          page with its availability.
        </p>
      </section>
    </>
  );
}
