import { company } from "#app/lib/company.ts";
import { LogoMark } from "./logo.tsx";

/**
 * The company's letterhead on a printed page, in place of the site's header: its name, works
 * address, phones and e-mail from app/lib/company.ts. Hidden on screen.
 */
export function PrintLetterhead() {
  const { address } = company;
  return (
    <div
      data-print-letterhead
      className="mb-4 hidden items-center gap-3 border-b-2 border-navy-950 pb-2 text-[8.5pt] leading-snug print:flex"
    >
      <LogoMark className="size-9 shrink-0" />
      <div>
        <p className="text-[11pt] font-semibold text-navy-950">{company.name}</p>
        <p className="text-steel-700">
          {address.street}, {address.locality}, {address.city} {address.postalCode},{" "}
          {address.region} · {company.phones.map((phone) => phone.display).join(", ")} ·{" "}
          {company.email}
        </p>
      </div>
    </div>
  );
}
