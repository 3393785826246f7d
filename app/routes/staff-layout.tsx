import { Outlet } from "react-router";
import { ConsoleError, ConsoleShell } from "#app/features/staff/console-shell.tsx";
import { consoleMeta } from "#app/features/staff/console-ui.tsx";
import {
  consoleGuardMiddleware,
  consoleHeadersMiddleware,
  shellData,
} from "#app/features/staff/guard.server.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/staff-layout";

/** The console's own frame, not the site's (app/root.tsx reads it). */
export const handle: ServerHandle = { frame: "console" };

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
