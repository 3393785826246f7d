/** The top of a passport console page: the trail from the customers' list, and the page's h1. */
import type { ReactNode } from "react";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";

type Step = { label: string; to?: string };

export function ConsoleHeading({
  customer,
  trail,
  children,
}: {
  /** The customer the page belongs to, linked after "Customers". */
  customer?: { id: number; name: string };
  /** The steps after the customer: the last one is this page. */
  trail: Step[];
  children: ReactNode;
}) {
  const items: Step[] = [
    { label: "Customers", to: "/staff/customers" },
    ...(customer ? [{ label: customer.name, to: `/staff/customers/${customer.id}` }] : []),
    ...trail,
  ];
  return (
    <>
      <Breadcrumb items={items} />
      <h1 className="mt-3 text-2xl font-semibold sm:text-3xl">{children}</h1>
    </>
  );
}
