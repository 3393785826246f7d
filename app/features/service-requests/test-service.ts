/** A service request service on a real database, and forms as a browser sends them, for tests. */
import sharp from "sharp";
import { formFiles } from "~/lib/form-data.server";
import type { Database } from "~/platform/database.server";
import { createIntake } from "~/platform/intake.server";
import { createMessages } from "~/platform/messages.server";
import { memoryRateLimiter } from "~/platform/rate-limit.server";
import { spendFormToken } from "~/platform/spent-tokens.server";
import type { SentPhoto } from "./photos.server";
import {
  createServiceRequestService,
  type RequestContext,
  type ServiceRequestService,
} from "./service.server";
import { createRequestStore } from "./store.server";
import { breakdown } from "./test-request";

export const secret = "s".repeat(40);
export const shownAt = Date.parse("2026-03-10T04:00:00.000Z");
export const now = new Date(shownAt + 60_000);

export async function jpeg(withGps = false): Promise<Uint8Array<ArrayBuffer>> {
  let image = sharp({ create: { width: 80, height: 60, channels: 3, background: "#884422" } });
  if (withGps) image = image.withExif({ IFD0: { Artist: "Site camera" } });
  return new Uint8Array(await image.jpeg().toBuffer());
}

export async function form(changes: Record<string, string | string[]> = {}, files: Blob[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...breakdown, ...changes }))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  files.forEach((file, index) => {
    body.append("photos", file, `photo-${index + 1}.jpg`);
  });
  return body;
}

export function serviceOn(database: Database, limit = 100) {
  const messages = createMessages(database);
  const store = createRequestStore(database, messages);
  const service = createServiceRequestService({
    store,
    intake: createIntake({
      limiter: memoryRateLimiter(limit, 60_000),
      spendToken: (token, at) => spendFormToken(database, token, at),
      formSecret: secret,
      minFillMs: 3000,
    }),
    acknowledgementLimiter: memoryRateLimiter(3, 86_400_000),
    siteUrl: "https://www.example.in/",
    acknowledge: true,
  });
  const token = service.issueFormToken(shownAt);
  return { service, store, messages, token };
}

/** Sends a form as the action does: its photos read from the form's files. */
export async function submit(
  service: ServiceRequestService,
  body: FormData,
  context: RequestContext = {},
) {
  return service.submit(body, await sentPhotos(body), context);
}

/** The files of the photo inputs, with their names; the empty part of an unused input included. */
async function sentPhotos(form: FormData): Promise<SentPhoto[]> {
  const photos: SentPhoto[] = [];
  for (const file of formFiles(form, "photos")) photos.push({ file, name: file.name });
  return photos;
}
