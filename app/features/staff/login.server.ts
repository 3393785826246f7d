/**
 * Signing in and out of the console. The password check and the session cookie are better-auth's,
 * the limits on failed tries are auth.server.ts's, through signIn() and signOut(); this turns their
 * outcomes into pages, statuses and redirects. A disabled account gets the wrong-password answer.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import { clientIpContext } from "#app/lib/request-context.ts";
import { signIn, signOut } from "./auth.server.ts";
import { loginCookieOf, loginCsrfToken, newLoginCookie } from "./csrf.server.ts";
import {
  consoleState,
  headersForAuth,
  loginPath,
  readStaffForm,
  requireStaff,
  safeNext,
} from "./guard.server.ts";

type Context = Parameters<typeof consoleState>[0];

export type LoginData = { csrf: string; next: string };

export type LoginAnswer = {
  formError?: string;
  fieldErrors?: { email?: string; password?: string };
  email: string;
};

/** The sign-in page: a signed-in visitor goes on to the console. */
export function loginLoader(request: Request, context: Context): LoginData {
  const { desk, state } = consoleState(context);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (state.session) throw redirect(next, 303);
  let value = loginCookieOf(request, desk.secure);
  if (!value) {
    const cookie = newLoginCookie(desk.secure);
    value = cookie.value;
    state.cookies.append("Set-Cookie", cookie.header);
  }
  return { csrf: loginCsrfToken(desk.secret, value), next };
}

const credentials = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter your e-mail address")
    .max(254, "This is not an e-mail address")
    .pipe(z.email("This is not an e-mail address")),
  password: z.string().min(1, "Enter your password").max(128, "This password is too long"),
});

function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? "" : "s"}`;
}

export async function loginAction(request: Request, context: Context) {
  const { desk, state } = consoleState(context);
  const form = await readStaffForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = text("email").trim();
  const parsed = credentials.safeParse({ email, password: text("password") });
  if (!parsed.success) {
    const fieldErrors: LoginAnswer["fieldErrors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "email" ? "email" : "password";
      fieldErrors[field] ??= issue.message;
    }
    return data<LoginAnswer>({ fieldErrors, email }, { status: 400 });
  }
  const result = await signIn(desk.auth, {
    email: parsed.data.email,
    password: parsed.data.password,
    ip: context.get(clientIpContext) ?? "unknown",
    headers: headersForAuth(request, desk),
  });
  if (result.ok) {
    for (const cookie of result.headers.getSetCookie()) state.cookies.append("Set-Cookie", cookie);
    throw redirect(safeNext(text("next")), 303);
  }
  switch (result.reason) {
    case "wrong-credentials":
      return data<LoginAnswer>(
        { formError: "The e-mail address or the password is not right.", email },
        { status: 400 },
      );
    case "rate-limited":
      return data<LoginAnswer>(
        {
          formError: `Too many sign-in attempts. For your account's safety, try again in ${minutes(result.retryAfterSeconds)}.`,
          email,
        },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    default:
      return data<LoginAnswer>(
        { formError: "The sign-in was refused. Reload the page and try again.", email },
        { status: 403 },
      );
  }
}

/** Ends the session and clears its cookie; back to the sign-in page either way. */
export async function logoutAction(request: Request, context: Context) {
  requireStaff(context);
  const { desk, state } = consoleState(context);
  const result = await signOut(desk.auth, {
    headers: headersForAuth(request, desk),
    ip: context.get(clientIpContext) ?? "unknown",
  });
  for (const cookie of result.headers.getSetCookie()) state.cookies.append("Set-Cookie", cookie);
  throw redirect(loginPath, 303);
}
