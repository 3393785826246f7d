/**
 * For the console's tests: the desk the server makes (enquiries, service requests, staff sign-in
 * over one database) on a test target, and items stored as the forms store them. E-mail is SMTP
 * to a closed port, so acknowledgements are queued; the outboxes never run, so nothing is sent.
 */
import { z } from "zod";
import { type Enquiry, type Store, startEnquiries } from "~/features/enquiries/public.server";
import {
  createRequestStore,
  type RequestStore,
  type StoredRequest,
} from "~/features/service-requests/public.server";
import { silentLogger } from "~/lib/logger";
import { siteMigrations } from "~/migrations.server";
import { startPlatform } from "~/platform/platform.server";
import { platformSettingsShape } from "~/platform/settings";
import { addStaff } from "./accounts.server.ts";
import type { Actor } from "./actor.ts";
import { type StaffDesk, startStaffDesk } from "./desk.server.ts";
import type { Target } from "./test-targets.ts";

export const site = "http://localhost:3000";
export const password = "correct horse battery staple";

export type TestDesk = {
  desk: StaffDesk;
  /** How many times the outboxes were woken. */
  notified(): number;
  close(): Promise<void>;
};

export async function openTestDesk(target: Target): Promise<TestDesk> {
  const settings = z.object(platformSettingsShape).parse({
    ...target.env,
    MAIL_TRANSPORT: "smtp",
    SMTP_URL: "smtp://127.0.0.1:9",
  });
  const platform = await startPlatform(settings, silentLogger, siteMigrations);
  const enquiries = await startEnquiries(platform, silentLogger, () => true);
  const requests = createRequestStore(platform.database, platform.messages);
  const desk = startStaffDesk(
    platform,
    enquiries,
    requests,
    {
      SITE_URL: site,
      STAFF_SECRET: "console-test-secret-0123456789-abcdefghij",
      DATA_DIR: target.env.DATA_DIR,
    },
    silentLogger,
  );
  let wakes = 0;
  desk.notify = () => {
    wakes += 1;
  };
  return {
    desk,
    notified: () => wakes,
    async close() {
      await Promise.all([enquiries.stop(), platform.stop()]);
      await platform.close();
    },
  };
}

/** A staff account made as `npm run staff -- add` makes it; returned as an actor. */
export async function account(
  desk: StaffDesk,
  email: string,
  name: string,
  role: "admin" | "staff" = "staff",
): Promise<Actor & { email: string }> {
  const made = await addStaff(desk.auth, { email, name, role, password });
  return { id: made.id, name: made.name, email: made.email };
}

type NewEnquiry = Parameters<Store["insert"]>[0];

/** A contact enquiry as the form stores it, received at `at`. */
export async function storeEnquiry(
  desk: StaffDesk,
  at: string,
  changes: Partial<NewEnquiry> = {},
): Promise<Enquiry> {
  const { enquiry } = await desk.enquiries.store.insert(
    {
      idempotencyKey: `key-${at}-${changes.name ?? ""}`,
      kind: "contact",
      name: "Ravi Shah",
      email: "ravi.shah@example.in",
      phone: "987-654-3210",
      service: "automation",
      message: "PLC migration for the boiler house",
      sourcePath: "/contact",
      ...changes,
    },
    new Date(at),
  );
  return enquiry;
}

type RequestData = Parameters<RequestStore["insert"]>[0]["data"];

/** A service request as the form stores it (no photos unless given), received at `at`. */
export async function storeRequest(
  desk: StaffDesk,
  at: string,
  changes: Partial<RequestData> = {},
  screening: "clear" | "held" | "spam" = "clear",
  photos: Parameters<RequestStore["insert"]>[0]["photos"] = [],
): Promise<StoredRequest> {
  const data: RequestData = {
    urgency: "breakdown",
    make: "Crompton Greaves",
    rating: 10,
    ratingUnit: "MVA",
    hvKv: 33,
    lvKv: 11,
    cooling: "ONAN",
    oltc: "yes",
    oltcMake: "Easun MR",
    symptoms: ["buchholz-trip"],
    description: "Tripped at 02:10 on Buchholz.",
    company: "Halol Steel Pvt Ltd",
    address: "Plot 12, GIDC Halol",
    state: "Gujarat",
    pin: "389350",
    name: "Meena Patel",
    mobile: "99887-76655",
    email: "meena@halolsteel.example",
    consent: true,
    ...changes,
  };
  const { request } = await desk.requests.insert(
    {
      data,
      submissionHash: `test-${at}-${data.name}`,
      photos,
      idempotencyKey: `request-${at}-${data.name}`,
      screening:
        screening === "clear"
          ? { verdict: "clear" }
          : { verdict: screening, reason: "no valid form token (missing)" },
    },
    () => [],
    new Date(at),
  );
  return request;
}
