/** Administrators' pages: the accounts (disable, enable) and the retention purge. */
import { Form } from "react-router";
import { Badge, buttonClass, CsrfField, Notice, Panel } from "./console-ui.tsx";

type Account = {
  id: string;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  created: string;
  self: boolean;
};

const roleWords = (role: string) => (role === "admin" ? "Administrator" : "Staff");

function State({ disabled }: { disabled: boolean }) {
  return <Badge tone={disabled ? "bad" : "good"}>{disabled ? "Disabled" : "Active"}</Badge>;
}

function AccountAction({ account, csrf }: { account: Account; csrf: string }) {
  if (account.self) return <span className="text-xs text-steel-600">Your account</span>;
  const intent = account.disabled ? "enable" : "disable";
  return (
    <Form method="post">
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="email" value={account.email} />
      <button
        type="submit"
        className={account.disabled ? buttonClass.secondary : buttonClass.danger}
        aria-label={`${account.disabled ? "Enable" : "Disable"} ${account.name}`}
      >
        {account.disabled ? "Enable" : "Disable"}
      </button>
    </Form>
  );
}

export function AccountsPage({
  accounts,
  csrf,
  done,
  formError,
}: {
  accounts: Account[];
  csrf: string;
  done: string | null;
  formError?: string;
}) {
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Staff accounts</h1>
      <p className="mt-1 max-w-prose text-sm text-steel-700">
        Disabling an account ends its sessions at once and stops it signing in. New accounts and new
        passwords are made on the server with <code>npm run staff</code>.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        {done ? <Notice tone="good">{done}</Notice> : null}
        {formError ? <Notice tone="bad">{formError}</Notice> : null}
      </div>
      {/* A bordered card with title-case headings, as the Customers, Units and Test records tables. */}
      <div className="mt-4 hidden overflow-x-auto rounded-card border border-steel-200 bg-white md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Staff accounts, oldest first</caption>
          <thead className="bg-paper text-steel-700">
            <tr className="text-left">
              {["Name", "E-mail", "Role", "State", "Created"].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2">
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id} className="border-t border-steel-200">
                <th scope="row" className="px-3 py-2 text-left font-semibold text-navy-950">
                  {account.name}
                </th>
                <td className="px-3 py-2 break-all">{account.email}</td>
                <td className="px-3 py-2">{roleWords(account.role)}</td>
                <td className="px-3 py-2">
                  <State disabled={account.disabled} />
                </td>
                <td className="px-3 py-2 text-steel-700">{account.created}</td>
                <td className="px-3 py-2">
                  <AccountAction account={account} csrf={csrf} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 flex flex-col gap-2 md:hidden">
        {accounts.map((account) => (
          <li key={account.id} className="rounded-md border border-steel-200 bg-white p-3 text-sm">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-navy-950">{account.name}</span>
              <State disabled={account.disabled} />
            </p>
            <p className="break-all text-steel-700">{account.email}</p>
            <p className="text-xs text-steel-600">
              {roleWords(account.role)} · since {account.created}
            </p>
            <div className="mt-2">
              <AccountAction account={account} csrf={csrf} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function PurgePage({
  csrf,
  deleted,
  purges,
}: {
  csrf: string;
  deleted: number | null;
  purges: { id: number; at: string; actor: string; note: string }[];
}) {
  return (
    <>
      <h1 className="text-2xl font-semibold sm:text-3xl">Retention</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Panel id="rule-heading" title="Delete expired enquiries">
          <p className="text-sm text-steel-800">
            As the privacy notice promises: enquiries judged spam are deleted 30 days after they
            arrived; delivered, failed and held ones after 24 months. Enquiries still waiting to be
            delivered are kept. The server also does this every six hours; the audit log is kept.
          </p>
          {deleted !== null ? (
            <div className="mt-3">
              <Notice tone="good">
                {deleted} expired enquir{deleted === 1 ? "y" : "ies"} deleted.
              </Notice>
            </div>
          ) : null}
          <Form method="post" className="mt-4">
            <CsrfField token={csrf} />
            <button type="submit" className={buttonClass.primary}>
              Delete expired enquiries now
            </button>
          </Form>
        </Panel>
        <Panel id="history-heading" title="Recent purges from the console">
          {purges.length === 0 ? (
            <p className="text-sm text-steel-700">None yet.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {purges.map((purge) => (
                <li key={purge.id}>
                  <span className="text-steel-600">{purge.at}</span> · {purge.actor}: {purge.note}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}
