import { accountsAction, accountsLoader } from "~/features/staff/admin.server";
import { AccountsPage } from "~/features/staff/admin-pages";
import { consoleMeta } from "~/features/staff/console-ui";
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
