/**
 * What every /staff request passes through (the console layout's middleware): the session is
 * looked up once; an anonymous visitor is sent to the sign-in page; every POST must come from the
 * site's own origin and carry the form's CSRF token; and every answer, whatever made it (page,
 * data request, redirect, error, file), leaves with no-store, noindex and the session's renewed
 * cookie.
 */
import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import {
  FormReadError,
  formReadRefusal,
  readForm,
  textFormLimits,
} from "#app/lib/form-data.server.ts";
import { getStaffSession, type StaffSession } from "./auth.server.ts";
import { staffDeskContext, staffRequestContext } from "./context.ts";
import {
  checkLoginCsrf,
  checkSessionCsrf,
  loginCookieOf,
  sessionCsrfToken,
} from "./csrf.server.ts";
import type { StaffDesk } from "./desk.server.ts";
import { staffSettings } from "./options.server.ts";
import { reportFormLimits } from "./report-limits.ts";

export const consoleHome = "/staff";
export const loginPath = "/staff/login";

/** What a refusal page shows: the console's error boundary reads it. */
export type Refusal = { title: string; message: string };

export function refuse(status: number, refusal: Refusal, headers?: HeadersInit): never {
  throw data(refusal, { status, headers });
}

/**
 * Where to go after signing in: a path of the console only. Anything else (another site,
 * `//evil.example`, `/\evil.example`, a path with spaces, control characters or `..`) gives the
 * inbox.
 */
export function safeNext(value: unknown): string {
  if (typeof value !== "string" || value.length > 500) return consoleHome;
  if (!/^\/staff(?:[/?]|$)/.test(value)) return consoleHome;
  // Printable ASCII only: a URL the console builds is percent-encoded, and any other character
  // (a space, a control, 日本) cannot go in a Location header (it answered 500).
  if (/[^\x21-\x7e]|\\|\/\.\.?(?:[/?]|$)/.test(value)) return consoleHome;
  if (value === loginPath || value.startsWith(`${loginPath}?`)) return consoleHome;
  return value;
}

/** The page a request is for: a data request's URL (`/staff/x.data?_routes=…`) as the page's. */
function pagePath(url: URL): string {
  const pathname = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "") || "/";
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  params.delete("index");
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

/** Adds the console's headers; a response with immutable headers is copied first. */
export function withConsoleHeaders(response: Response, cookies?: Headers): Response {
  const apply = (headers: Headers) => {
    if (!/no-store/.test(headers.get("cache-control") ?? ""))
      headers.set("Cache-Control", "no-store");
    headers.set("X-Robots-Tag", "noindex, nofollow");
    for (const cookie of cookies?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  };
  try {
    apply(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    apply(copy.headers);
    return copy;
  }
}

/** Runs around everything else: the console's headers go on every answer. */
export const consoleHeadersMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  return withConsoleHeaders(response, context.get(staffRequestContext)?.cookies);
};

async function sentCsrf(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return undefined;
  // A form with a file (the passport's attachments and imports) is read for its token alone:
  // the server has already capped its size, and the files are dropped as they stream past.
  // Any other form may have as many fields as the console's largest (a test report's lines).
  const multipart = /^multipart\/form-data/i.test(type);
  const limits = multipart
    ? { ...textFormLimits, maxFiles: 2, maxPartBytes: 33_554_432, maxTotalBytes: 33_554_432 }
    : { ...textFormLimits, maxFields: reportFormLimits.maxFields };
  const form = await readForm(request.clone(), limits, multipart ? () => "" : undefined).catch(
    () => null,
  );
  return form?.get("csrf") ?? undefined;
}

const crossOrigin: Refusal = {
  title: "This form came from another site",
  message:
    "The console only accepts forms sent from its own pages. Open the console from its usual address and try again.",
};
const badToken: Refusal = {
  title: "This form has expired",
  message:
    "It was sent without its security token, or with one from an earlier session. Go back, reload the page and send it again.",
};

async function checkPost(
  request: Request,
  desk: StaffDesk,
  session: StaffSession | null,
  isLogin: boolean,
) {
  const origin = request.headers.get("origin");
  if (!origin || origin !== new URL(request.url).origin) refuse(403, crossOrigin);
  const csrf = await sentCsrf(request);
  const valid = isLogin
    ? checkLoginCsrf(desk.secret, loginCookieOf(request, desk.secure), csrf)
    : session !== null && checkSessionCsrf(desk.secret, session.token, csrf);
  if (!valid) refuse(403, badToken);
}

/** Finds the session, sends anonymous visitors to sign in, checks every POST. */
export const consoleGuardMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const desk = context.get(staffDeskContext);
  if (!desk)
    refuse(503, { title: "The console is not running", message: "Try again in a minute." });
  const session = await getStaffSession(desk.auth, request);
  context.set(staffRequestContext, { session, cookies: new Headers(session?.headers) });
  const page = pagePath(new URL(request.url));
  const isLogin = page === loginPath || page.startsWith(`${loginPath}?`);
  if (!session && !isLogin) throw redirect(`${loginPath}?next=${encodeURIComponent(page)}`, 303);
  if (request.method === "POST") await checkPost(request, desk, session, isLogin);
  return next();
};

export type Staff = {
  desk: StaffDesk;
  session: StaffSession;
  /** The token every form of this session carries. */
  csrf: string;
};

type Context = Readonly<RouterContextProvider>;

/** The desk and the request's state, which the middleware has set. */
export function consoleState(context: Context) {
  const desk = context.get(staffDeskContext);
  const state = context.get(staffRequestContext);
  if (!desk || !state) throw new Error("The staff console's middleware did not run.");
  return { desk, state };
}

/** The signed-in staff member (the middleware has already sent anyone else away). */
export function requireStaff(context: Context): Staff {
  const { desk, state } = consoleState(context);
  if (!state.session) throw redirect(loginPath, 303);
  return {
    desk,
    session: state.session,
    csrf: sessionCsrfToken(desk.secret, state.session.token),
  };
}

/** An administrator, or 403 for a staff account. */
export function requireAdmin(context: Context): Staff {
  const staff = requireStaff(context);
  if (staff.session.user.role !== "admin")
    refuse(403, {
      title: "Administrators only",
      message:
        "Account management and deleting expired data need an administrator account. Ask an administrator if you need this done.",
    });
  return staff;
}

/** The visitor's headers for better-auth, once the guard has checked they come from this site. */
export function headersForAuth(request: Request, desk: StaffDesk): Headers {
  const headers = new Headers(request.headers);
  // The guard compared Origin with the site's public origin (SITE_URL, or the Host when SITE_URL
  // is unset); better-auth trusts SITE_URL alone, so it is given that origin.
  headers.set("origin", new URL(staffSettings(desk.auth).endpoint).origin);
  return headers;
}

/** The frame's data: who is signed in and the token of the sign-out form; null on sign-in. */
export function shellData(context: Context) {
  const { desk, state } = consoleState(context);
  if (!state.session) return { user: null, csrf: null };
  const { name, email, role } = state.session.user;
  return { user: { name, email, role }, csrf: sessionCsrfToken(desk.secret, state.session.token) };
}

/** A console form, read within the limits of a text form; a form over them is answered 413. */
export async function readStaffForm(request: Request): Promise<FormData> {
  try {
    return await readForm(request, textFormLimits);
  } catch (error) {
    if (error instanceof FormReadError) throw formReadRefusal(error);
    throw error;
  }
}
