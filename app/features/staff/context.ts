import { createContext } from "react-router";
import type { StaffSession } from "./auth.server.ts";
import type { StaffDesk } from "./desk.server.ts";

/** What the staff console works with, from the server; null while prerendering. */
export const staffDeskContext = createContext<StaffDesk | null>(null);

/**
 * One console request as the guard found it: the signed-in session, if any, and the Set-Cookie
 * lines (a renewed session, the sign-in page's cookie) to add to whatever the answer is.
 */
export type StaffRequestState = { session: StaffSession | null; cookies: Headers };

export const staffRequestContext = createContext<StaffRequestState | null>(null);
