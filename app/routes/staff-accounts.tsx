import { accountsAction, accountsLoader } from "#app/features/staff/admin.server.ts";
import { AccountsPage } from "#app/features/staff/admin-pages.tsx";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import type { Route } from "./+types/staff-accounts";

export function loader({ request, context }: Route.LoaderArgs) {
  return accountsLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return accountsAction(request, context);
}

export function meta() {
  return consoleMeta("Staff accounts");
}

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountsPage
      accounts={loaderData.accounts}
      csrf={loaderData.csrf}
      done={loaderData.done}
      formError={actionData?.formError}
    />
  );
}
