/**
 * Under a reading: print it, copy or follow its link, and carry it to our engineers (the enquiry
 * form, the service request, the service desk or WhatsApp).
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { company, whatsappUrl } from "#app/lib/company.ts";
import { absoluteUrl } from "#app/lib/seo/site-url.ts";
import { ArrowRightIcon, PhoneIcon, WhatsAppIcon } from "#app/ui/icons.tsx";
import { oilAnalysisPath, type Reading } from "./page-state.ts";
import { contactHref, readingSummary, serviceRequestHref } from "./report-summary.ts";

const desk = company.phones[0];

export function Actions({
  reading,
  search,
  enhanced,
}: {
  reading: Extract<Reading, { kind: "reading" }>;
  search: string;
  enhanced: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const link = absoluteUrl(`${oilAnalysisPath}${search}`);
  const summary = readingSummary(reading.input, reading.result, link);
  // A new reading has not been copied yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets whenever the address changes
  useEffect(() => setCopied(false), [search]);
  return (
    <section
      aria-labelledby="reading-actions"
      className="flex flex-col gap-5 border-t border-steel-200 pt-5 print:hidden"
    >
      <h3 id="reading-actions" className="text-lg font-semibold">
        Keep, share or discuss this reading
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        {enhanced ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="min-h-11 rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700"
          >
            Print report
          </button>
        ) : null}
        {enhanced ? (
          <button
            type="button"
            onClick={() => {
              navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
            className="min-h-11 rounded-md border border-navy-800 px-5 py-2.5 font-semibold text-navy-800 hover:bg-navy-50"
          >
            Copy link
          </button>
        ) : null}
        <a
          href={`${oilAnalysisPath}${search}`}
          className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
        >
          Link to this reading
        </a>
        <span role="status" className="text-sm font-semibold text-success-700">
          {copied ? "Link copied" : ""}
        </span>
      </div>
      <p className="text-sm text-steel-700">
        {enhanced
          ? "The report prints on A4 with the values entered, the reading and the Duval triangle. "
          : "To print the report, use your browser's Print command (Ctrl + P, or ⌘ + P on a Mac). "}
        The link holds the values, so it shows a colleague the same reading.
      </p>
      <div className="rounded-card bg-navy-950 p-5 text-navy-100">
        <p className="font-semibold text-white">Talk it over with our engineers</p>
        <p className="mt-1 text-sm">
          These buttons open our enquiry form or the service request form with a short summary of
          the values and this reading in its message box. You see it there, can change or delete any
          of it, and nothing reaches us until you send the form.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to={contactHref(summary)}
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-amber-500 px-4 py-2.5 font-semibold text-navy-950 hover:bg-amber-300"
          >
            Ask an engineer about it
            <ArrowRightIcon className="size-4" />
          </Link>
          <Link
            to={serviceRequestHref(summary, reading.result)}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/70 px-4 py-2.5 font-semibold text-white hover:bg-navy-800"
          >
            Request a site visit
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <a
            href={`tel:${desk.e164}`}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white hover:text-amber-300"
          >
            <PhoneIcon className="size-4" />
            Or call the service desk, {desk.display} (24×7)
          </a>
          {/* On a phone the floating chat button is hidden on this page (it would cover fields). */}
          <a
            href={whatsappUrl()}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-white hover:text-amber-300"
          >
            <WhatsAppIcon className="size-4" />
            Chat on WhatsApp, {company.whatsapp.display}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
