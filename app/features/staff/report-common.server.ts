/** What the console's report pages share: the request's context, a number from the address. */
import type { RouterContextProvider } from "react-router";
import {
  formatReportNumber,
  parseReportNumber,
  reportsContext,
} from "#app/features/reports/public.ts";
import { type Refusal, refuse, type Staff } from "./guard.server.ts";

export type Context = Readonly<RouterContextProvider>;

export const notFound: Refusal = {
  title: "Not found",
  message: "There is no report with this number.",
};

/** The public origin the reports' QR codes and links point to. */
export function siteUrl(context: Context): string {
  const reports = context.get(reportsContext);
  if (!reports) throw new Error("Issued reports are missing from the request context");
  return reports.siteUrl;
}

/** The printed number of an address's slug, or the console's 404. */
export function numberOf(slug: string | undefined): string {
  const parsed = parseReportNumber(slug ?? "");
  if (!parsed) refuse(404, notFound);
  return formatReportNumber(parsed);
}

export const actorOf = (staff: Staff) => ({
  id: staff.session.user.id,
  name: staff.session.user.name,
});
