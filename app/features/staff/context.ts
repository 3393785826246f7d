import { createContext } from "react-router";
import type { StaffDesk } from "./desk.server.ts";

/** What the staff console works with, from the server; null while prerendering. */
export const staffDeskContext = createContext<StaffDesk | null>(null);
