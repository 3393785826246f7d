/**
 * Administrators' pages: the staff accounts (disable, enable; accounts are added from the command
 * line) and the retention purge. A staff account gets 403 on all of them, pages and forms alike.
 */
import { data, redirect } from "react-router";
import { formatTime } from "#app/lib/indian-time.ts";
import { parseCount } from "#app/lib/positive-int.ts";
import { recentPurges } from "#app/platform/audit-log.server.ts";
import { listStaff, StaffAccountError, setStaffDisabled } from "./accounts.server.ts";
import { readStaffForm, requireAdmin } from "./guard.server.ts";
import { purgeExpired } from "./operator.server.ts";

type Context = Parameters<typeof requireAdmin>[0];

export async function accountsLoader(request: Request, context: Context) {
  const { desk, session, csrf } = requireAdmin(context);
  const accounts = await listStaff(desk.auth);
  const done = new URL(request.url).searchParams.get("done");
  return {
    csrf,
    done: done === "disable" ? "Account disabled." : done === "enable" ? "Account enabled." : null,
    accounts: accounts.map((account) => ({
      id: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      disabled: account.disabled,
      created: formatTime(account.createdAt.toISOString()),
      self: account.id === session.user.id,
    })),
  };
}

export type AccountsData = Awaited<ReturnType<typeof accountsLoader>>;

export type AccountsAnswer = { formError: string };

/** Disables (ending its sessions) or enables an account; never one's own. */
export async function accountsAction(request: Request, context: Context) {
  const { desk, session } = requireAdmin(context);
  const form = await readStaffForm(request);
  const intent = form.get("intent");
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase();
  if ((intent !== "disable" && intent !== "enable") || !email)
    return data<AccountsAnswer>({ formError: "This form is not one the page offers." }, 400);
  if (email === session.user.email)
    return data<AccountsAnswer>(
      { formError: "You cannot disable or enable your own account." },
      { status: 409 },
    );
  try {
    await setStaffDisabled(desk.auth, email, intent === "disable");
  } catch (error) {
    if (error instanceof StaffAccountError)
      return data<AccountsAnswer>({ formError: error.message }, { status: 404 });
    throw error;
  }
  throw redirect(`/staff/accounts?done=${intent}`, 303);
}

export async function purgeLoader(request: Request, context: Context) {
  const { desk, csrf } = requireAdmin(context);
  const purges = await recentPurges(desk.platform.database);
  const deleted = new URL(request.url).searchParams.get("deleted");
  return {
    csrf,
    deleted: parseCount(deleted) ?? null,
    purges: purges.map((event) => ({
      id: event.id,
      at: formatTime(event.at),
      actor: event.actor_name,
      note: event.note ?? "",
    })),
  };
}

export type PurgeData = Awaited<ReturnType<typeof purgeLoader>>;

export async function purgeAction(context: Context) {
  const { desk, session } = requireAdmin(context);
  const count = await purgeExpired(desk, { id: session.user.id, name: session.user.name });
  throw redirect(`/staff/purge?deleted=${count}`, 303);
}
