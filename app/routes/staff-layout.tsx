import { Outlet } from "react-router";
import { ConsoleError, ConsoleShell } from "~/features/staff/console-shell";
import { consoleMeta } from "~/features/staff/console-ui";
import {
  consoleGuardMiddleware,
  consoleHeadersMiddleware,
  shellData,
} from "~/features/staff/guard.server";
import type { Route } from "./+types/staff-layout";

/** Headers first, so they reach every answer the guard or a page makes. */
export const middleware: Route.MiddlewareFunction[] = [
  consoleHeadersMiddleware,
  consoleGuardMiddleware,
];

export function loader({ context }: Route.LoaderArgs) {
  return shellData(context);
}

export function meta() {
  return consoleMeta();
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell user={loaderData.user} csrf={loaderData.csrf}>
      <Outlet />
    </ConsoleShell>
  );
}

export function ErrorBoundary() {
  return <ConsoleError />;
}
