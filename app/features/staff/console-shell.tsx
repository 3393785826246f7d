/** The console's frame: a bar naming the signed-in person, the console's pages and sign-out. */
import type { ReactNode } from "react";
import {
  Form,
  isRouteErrorResponse,
  NavLink,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { CsrfField } from "./console-ui.tsx";

export type ShellUser = { name: string; email: string; role: "admin" | "staff" };

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2.5 py-1.5 text-sm font-semibold ${isActive ? "bg-white text-navy-950" : "text-navy-100 hover:bg-navy-800 hover:text-white"}`;

/**
 * The console's pages in its bar; `alsoUnder` is a path whose pages count as this one's (an
 * item's page belongs to the inbox, a unit's pages to its customers).
 */
const consolePages: { to: string; label: string; alsoUnder?: string; adminOnly?: boolean }[] = [
  { to: "/staff", label: "Inbox", alsoUnder: "/staff/items/" },
  { to: "/staff/plans", label: "Plans" },
  { to: "/staff/fleet", label: "Rental fleet" },
  { to: "/staff/reports", label: "Reports" },
  { to: "/staff/customers", label: "Customers", alsoUnder: "/staff/assets/" },
  { to: "/staff/due", label: "Due" },
  { to: "/staff/accounts", label: "Accounts", adminOnly: true },
  { to: "/staff/purge", label: "Retention", adminOnly: true },
];

export function ConsoleShell({
  user,
  csrf,
  children,
}: {
  user: ShellUser | null;
  csrf: string | null;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    // On paper only the record in view: the bar goes, and every form with it (data-console in
    // print-and-tables.css).
    <div data-console="" className="min-h-dvh bg-paper print:min-h-0 print:bg-white">
      <div className="bg-navy-950 text-white print:hidden">
        <div className="page-x flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-2.5">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-sm font-bold tracking-wide text-amber-300 uppercase">
              Staff console
            </p>
            {user ? (
              <nav aria-label="Console">
                <ul className="flex flex-wrap gap-1">
                  {consolePages
                    .filter((page) => !page.adminOnly || user.role === "admin")
                    .map((page) => (
                      <li key={page.to}>
                        <NavLink
                          to={page.to}
                          end={page.to === "/staff"}
                          className={({ isActive }) =>
                            navLink({
                              isActive:
                                isActive ||
                                (page.alsoUnder !== undefined &&
                                  pathname.startsWith(page.alsoUnder)),
                            })
                          }
                        >
                          {page.label}
                        </NavLink>
                      </li>
                    ))}
                </ul>
              </nav>
            ) : null}
          </div>
          {user && csrf ? (
            <div className="flex items-center gap-3 text-sm">
              <p>
                <span className="font-semibold">{user.name}</span>{" "}
                <span className="text-navy-200">
                  ({user.role === "admin" ? "administrator" : "staff"})
                </span>
              </p>
              <Form method="post" action="/staff/logout" reloadDocument>
                <CsrfField token={csrf} />
                <button
                  type="submit"
                  className="rounded border border-navy-200 px-2.5 py-1 font-semibold text-white hover:bg-navy-800"
                >
                  Sign out
                </button>
              </Form>
            </div>
          ) : null}
        </div>
      </div>
      <div
        id="console-content"
        tabIndex={-1}
        className="page-x py-6 focus:outline-none lg:py-8 print:py-0"
      >
        {children}
      </div>
    </div>
  );
}

/** Refusals and missing pages inside the console: what happened and where to go. */
export function ConsoleError() {
  const error = useRouteError();
  // The frame's data, when the error came from a page inside it rather than from the guard.
  const shell = useRouteLoaderData<{ user: ShellUser | null; csrf: string | null }>(
    "routes/staff-layout",
  );
  let status = 500;
  let title = "Something went wrong";
  let message = "The console could not show this page. Try again in a minute.";
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const payload = error.data as { title?: unknown; message?: unknown } | null;
    if (typeof payload?.title === "string" && typeof payload.message === "string") {
      title = payload.title;
      message = payload.message;
    } else if (status === 404) {
      title = "Not found";
      message = "There is no console page at this address.";
    } else if (status === 405) {
      title = "Not here";
      message = "This address only accepts a form sent from the console.";
    }
  }
  return (
    <ConsoleShell user={shell?.user ?? null} csrf={shell?.csrf ?? null}>
      <div className="max-w-prose rounded-card border border-steel-200 bg-white p-6">
        <p className="text-sm font-semibold text-steel-600">Error {status}</p>
        <h1 className="mt-1 text-2xl font-semibold">{title}</h1>
        <p className="mt-3 text-steel-700">{message}</p>
        <p className="mt-5 flex flex-wrap gap-4 text-sm font-semibold">
          <a href="/staff" className="text-navy-700 underline underline-offset-4">
            Go to the inbox
          </a>
          {shell?.user ? null : (
            <a href="/staff/login" className="text-navy-700 underline underline-offset-4">
              Sign in
            </a>
          )}
        </p>
      </div>
    </ConsoleShell>
  );
}
