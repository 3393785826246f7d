/**
 * On a service request's console page: the unit the request is linked to, or one button that
 * makes a unit from the request's transformer details (and the customer, if new) and links it.
 */
import { Form, Link } from "react-router";
import { TitledSection } from "#app/ui/titled-section.tsx";
import { buttonClass, linkClass } from "./ui.tsx";

export type RequestUnit = { id: number; tag: string; customerId: number } | null;

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
      {unit ? (
        <p className="mt-2 text-sm">
          This request is about{" "}
          <Link to={`/staff/assets/${unit.id}`} className={linkClass}>
            {unit.tag}
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-steel-700">
            Keep this transformer's history: make a unit from the request's make, rating, voltages,
            cooling and OLTC, under its company (found by name or added with the request's site and
            contact).
          </p>
          <Form method="post" action="/staff/assets/from-request" className="mt-3">
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="reference" value={reference} />
            <button type="submit" className={buttonClass}>
              Create asset from this request
            </button>
          </Form>
        </>
      )}
    </TitledSection>
  );
}
