import { company } from "#app/lib/company.ts";
import { PhoneIcon } from "./icons.tsx";

const desk = company.phones[0];

/** A button that dials the 24×7 service desk, its number on it; the caller sets its colours. */
export function CallDeskLink({ className }: { className: string }) {
  return (
    <a href={`tel:${desk.e164}`} className={className}>
      <PhoneIcon className="size-5" />
      Call {desk.display}
    </a>
  );
}
