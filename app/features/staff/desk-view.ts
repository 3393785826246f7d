/** What the desk shows beside a service request: see desk-view.server.ts. Browser-safe types. */
import type { ClockTone } from "#app/features/service-plans/public.ts";

export type Duplicate = {
  kind: "enquiry" | "service-request";
  reference: string;
  received: string;
};

export type ClockView = {
  label: string;
  text: string;
  tone: ClockTone;
};

export type DeskView = {
  planLabel: string;
  plan: string;
  customer: string;
  attachedByStaff: boolean;
  targetText: string;
  clock: ClockView[];
  receivedAt: string;
  phone: string;
  email: string;
  duplicates: Duplicate[];
};

/** A service request's line in the inbox: "Received 14 min ago" and the target that matters now. */
export type RowClock = { ago: string; text: string; tone: ClockTone };
