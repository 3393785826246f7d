/**
 * /verify: type the number printed on a report to reach its page; and the page for a number we
 * never issued, or for too many lookups from one address.
 */
import { Form } from "react-router";
import { company } from "#app/lib/company.ts";
import { errorProps, FieldError, FieldHint, inputClass } from "#app/ui/form-field.tsx";
import { TitledSection } from "#app/ui/titled-section.tsx";
import { VerifyColumn } from "./verify-column.tsx";
import type { VerifyRefusal } from "./verify-types.ts";

export function NumberForm({ typed = "", error }: { typed?: string; error?: string | null }) {
  const id = "report-number";
  const hint = "As printed at the top right of every page, for example VPS/TR/2026/000123.";
  return (
    <Form method="get" action="/verify" className="mt-6 flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-navy-950">
        Report number
      </label>
      <FieldHint id={id} hint={hint} />
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          name="number"
          defaultValue={typed}
          required
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass} min-w-0 flex-1`}
          {...errorProps(id, error ?? undefined, hint)}
        />
        <button
          type="submit"
          className="rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700"
        >
          Check the report
        </button>
      </div>
      <FieldError id={id} error={error ?? undefined} />
    </Form>
  );
}

export function VerifySearch({ typed, error }: { typed: string; error: string | null }) {
  return (
    <VerifyColumn>
      <h1 className="text-3xl font-semibold sm:text-4xl">Verify a test report</h1>
      <p className="mt-4 text-steel-700">
        Every test report {company.shortName} issues carries a number and a QR code. Scan the code,
        or type the number here, to see whether we issued the report, whether it is still the
        current revision, and the results it states.
      </p>
      <NumberForm typed={typed} error={error} />
      <WhatACheckTells />
    </VerifyColumn>
  );
}

/** What a reader gets from the check: said before they have a number to type. */
const checks = [
  {
    term: "Whether we issued it",
    text: "The customer, the unit, the sample and test dates and every result, as we recorded them when the report was issued. A number we never issued is said to be so.",
  },
  {
    term: "Whether it still stands",
    text: "A corrected report names the revision that replaced it and what was corrected; a withdrawn one says when and why. Rely only on the current revision.",
  },
  {
    term: "Whether your file is ours, to the byte",
    text: "On the report's page, choose the PDF you were sent: its SHA-256 fingerprint is compared with the one we stored at issue. A scan or a printout is checked by its values.",
  },
];

function WhatACheckTells() {
  return (
    <TitledSection
      id="checks-heading"
      title="What a check tells you"
      className="mt-10 border-t border-steel-200 pt-8"
      headingClassName="text-xl font-semibold"
    >
      <dl className="mt-4 grid gap-6 sm:grid-cols-3">
        {checks.map((check) => (
          <div key={check.term} className="border-l-4 border-amber-500 pl-4">
            <dt className="font-semibold text-navy-950">{check.term}</dt>
            <dd className="mt-1 text-sm text-steel-700">{check.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-steel-700">
        A report that does not check out, or a question about one: write to {company.email} or call{" "}
        {company.phones[0].display}, with the number as printed.
      </p>
    </TitledSection>
  );
}

export function VerifyRefused({ refusal }: { refusal: VerifyRefusal }) {
  if (refusal.kind === "limited") {
    const minutes = Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60));
    return (
      <VerifyColumn>
        <h1 className="text-3xl font-semibold sm:text-4xl">Too many checks from your network</h1>
        <p className="mt-4 text-steel-700">
          Reports can be checked many times an hour from one address, and that number has been
          reached. Try again in {minutes} {minutes === 1 ? "minute" : "minutes"}, or write to{" "}
          {company.email} with the report numbers you need confirmed.
        </p>
      </VerifyColumn>
    );
  }
  return (
    <VerifyColumn>
      <p className="text-sm font-semibold tracking-[0.12em] text-danger-700 uppercase">
        Not issued by us
      </p>
      <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">
        {refusal.number ? (
          <>
            We have issued no report numbered{" "}
            <span className="whitespace-nowrap">{refusal.number}</span>
          </>
        ) : (
          "This is not a report number we use"
        )}
      </h1>
      <p className="mt-4 text-steel-700">
        {company.shortName} report numbers look like VPS/TR/2026/000123. If a paper or file with
        this number came to you as our report, do not rely on it: write to {company.email} or call{" "}
        {company.phones[0].display} and we will tell you what we did issue.
      </p>
      <NumberForm />
    </VerifyColumn>
  );
}
