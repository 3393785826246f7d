/**
 * On a service request's console page: the unit the request is linked to, or a form that makes a
 * unit from the request's transformer details and files it under the customer staff choose: one
 * of that company name, or a new one with the request's site and sender. A name typed in a public
 * form proves nothing, so the choice is never made for them.
 */
import { Form, Link } from "react-router";
import { TitledSection } from "#app/ui/titled-section.tsx";
import { buttonClass, linkClass } from "./ui.tsx";

export type RequestUnit =
  | { linked: { id: number; tag: string; customerId: number } }
  | { linked: null; company: string; matches: { id: number; name: string; units: number }[] };

const units = (count: number) => (count === 1 ? "1 unit" : `${count} units`);

export function RequestUnitPanel({
  reference,
  unit,
  csrf,
}: {
  reference: string;
  unit: RequestUnit;
  csrf: string;
}) {
  return (
    <TitledSection
      id="passport-unit"
      title="Transformer passport"
      className="rounded-card border border-steel-200 bg-white p-4 sm:p-5"
      headingClassName="text-lg font-semibold"
    >
      {unit.linked ? (
        <p className="mt-2 text-sm">
          This request is about{" "}
          <Link to={`/staff/assets/${unit.linked.id}`} className={linkClass}>
            {unit.linked.tag}
          </Link>
          .
        </p>
      ) : (
        <Form method="post" action="/staff/assets/from-request" className="mt-2 text-sm">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="reference" value={reference} />
          <fieldset>
            <legend className="text-steel-700">
              Keep this transformer's history: make a unit from the request's make, rating,
              voltages, cooling and OLTC. Whose transformer is it?
            </legend>
            {unit.matches.map((match) => (
              <label key={match.id} className="mt-2 flex items-start gap-2">
                <input type="radio" name="customer" value={match.id} required className="mt-1" />
                <span>
                  {match.name}, the existing customer ({units(match.units)})
                </span>
              </label>
            ))}
            <label className="mt-2 flex items-start gap-2">
              <input type="radio" name="customer" value="new" required className="mt-1" />
              <span>A new customer, {unit.company}, with the request's site and sender</span>
            </label>
          </fieldset>
          <p className="mt-2 text-steel-700">
            The name was typed by whoever sent the request: choose an existing customer only when
            you know the request is theirs. A new customer's sender is added with reminders off;
            switch them on once you have confirmed who they are.
          </p>
          <button type="submit" className={`${buttonClass} mt-3`}>
            Create asset from this request
          </button>
        </Form>
      )}
    </TitledSection>
  );
}
