/** The console's list of customers: search by name or GSTIN, and a form for a new customer. */
import { Form, Link } from "react-router";
import { ColumnHeads } from "#app/ui/column-heads.tsx";
import { consoleInputClass } from "#app/ui/console-input.ts";
import { CustomerFields } from "./customer-fields.tsx";
import { Block, ConsoleForm, type FormState, linkClass, quietButtonClass } from "./ui.tsx";

export type CustomersView = {
  query: string;
  page: number;
  pages: number;
  total: number;
  rows: { id: number; name: string; gstin: string | null; assets: number }[];
};

export function CustomersPage({
  view,
  csrf,
  answer,
}: {
  view: CustomersView;
  csrf: string;
  answer?: FormState;
}) {
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ q: view.query, page: String(page) })}`;
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Customers</h1>
      <p className="mt-1 max-w-prose text-sm text-steel-700">
        Every customer whose transformers we look after, with their sites, contacts and units. Open
        a customer to issue the private link to their fleet.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
            <div className="flex min-w-0 grow flex-col gap-1.5">
              <label htmlFor="q" className="text-sm font-semibold">
                Search by name or GSTIN
              </label>
              <input
                id="q"
                name="q"
                type="search"
                maxLength={100}
                defaultValue={view.query}
                className={consoleInputClass}
              />
            </div>
            <button type="submit" className={quietButtonClass}>
              Search
            </button>
          </Form>
          <p className="mt-4 text-sm text-steel-700" aria-live="polite">
            {view.total === 1 ? "1 customer" : `${view.total.toLocaleString("en-IN")} customers`}
            {view.query ? ` matching “${view.query}”` : ""}
          </p>
          <div className="mt-2 overflow-x-auto rounded-card border border-steel-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-paper text-steel-700">
                <ColumnHeads
                  className="px-3 py-2"
                  columns={[
                    "Customer",
                    "GSTIN",
                    { label: "Units", className: "px-3 py-2 text-right" },
                  ]}
                />
              </thead>
              <tbody>
                {view.rows.map((row) => (
                  <tr key={row.id} className="border-t border-steel-200">
                    <td className="px-3 py-2">
                      <Link to={`/staff/customers/${row.id}`} className={linkClass}>
                        {row.name}
                      </Link>
                    </td>
                    <td className="px-3 py-2 font-mono text-xs">{row.gstin ?? "—"}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.assets}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {view.pages > 1 ? (
            <nav aria-label="Pages of customers" className="mt-3 flex gap-4 text-sm">
              {view.page > 1 ? (
                <Link to={pageLink(view.page - 1)} className={linkClass}>
                  Previous page
                </Link>
              ) : null}
              <span>
                Page {view.page} of {view.pages}
              </span>
              {view.page < view.pages ? (
                <Link to={pageLink(view.page + 1)} className={linkClass}>
                  Next page
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
        <Block id="new-customer" title="Add a customer">
          <ConsoleForm csrf={csrf} intent="customer" state={answer} button="Save the customer">
            <CustomerFields state={answer} />
          </ConsoleForm>
        </Block>
      </div>
    </>
  );
}
