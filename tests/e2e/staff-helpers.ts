/**
 * What the staff console's browser tests share: accounts made with the operator's CLI on the test
 * server's own database, sign-in through the console's form (in a page or over HTTP), the CSRF
 * token of a signed-in page, and items sent through the public forms.
 */
import { execFile } from "node:child_process";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { breakdownFields, jpeg } from "./service-request-helpers.ts";
import { projectRoot } from "./spawn-server.ts";

export const staffPassword = "correct horse battery staple";

/** A fresh account, made as an operator makes one: `STAFF_PASSWORD=… npm run staff -- add`. */
export function addAccount(
  role: "admin" | "staff",
  name: string,
  dataDir = process.env.E2E_DATA_DIR ?? "",
  settings: Record<string, string> = {},
): Promise<string> {
  const email = `${role}-${crypto.randomUUID().slice(0, 8)}@vidyut.example`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["scripts/staff.ts", "add", email, "--name", name, "--role", role],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          STAFF_PASSWORD: staffPassword,
          LOG_LEVEL: "silent",
          ...settings,
        },
      },
      (error, _stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(email)),
    );
  });
}

export const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** Signs in over HTTP as the form would; the request context keeps the cookies. */
export async function signInOverHttp(
  request: APIRequestContext,
  email: string,
  password = staffPassword,
  origin = baseURL,
) {
  const page = await request.get(`${origin}/staff/login`);
  return request.post(`${origin}/staff/login`, {
    form: { csrf: csrfOf(await page.text()), email, password, next: "/staff" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
}

/** The CSRF token of the signed-in session, from any console page. */
export async function sessionCsrf(request: APIRequestContext): Promise<string> {
  return csrfOf(await (await request.get("/staff")).text());
}

export async function signInPage(page: Page, email: string) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(staffPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A contact enquiry sent without JavaScript's help (so held for review); its reference. */
export async function sendEnquiry(request: APIRequestContext, firstName: string): Promise<string> {
  const response = await request.post("/contact", {
    form: {
      firstName,
      lastName: "Shah",
      email: "ravi.shah@example.in",
      phone: "987-654-3210",
      service: "automation",
      message: "Loop checking for 300 I/O at Halol.",
    },
    headers: { Origin: baseURL },
  });
  const reference = /VPS-\d{6}-[A-Z0-9]{6}/.exec(await response.text())?.[0];
  if (!reference) throw new Error("the enquiry was not stored");
  return reference;
}

/** A breakdown with one photo through the service request form; its reference. */
export async function sendServiceRequest(request: APIRequestContext): Promise<string> {
  return (await sendServiceRequestWithLink(request)).reference;
}

/** The same, with the private status link the requester was sent to (without `sent=1`). */
export async function sendServiceRequestWithLink(
  request: APIRequestContext,
): Promise<{ reference: string; statusPath: string }> {
  // The page is a prerendered file: its script asks for the token, as this does.
  const { token } = (await (await request.get("/api/form-token")).json()) as { token: string };
  const multipart = new FormData();
  const fields: Record<string, string | string[]> = {
    ...breakdownFields,
    formToken: token,
    idempotencyKey: crypto.randomUUID(),
  };
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) multipart.append(name, item);
  const photo = new Uint8Array(await jpeg("#335577"));
  multipart.append("photos", new Blob([photo], { type: "image/jpeg" }), "nameplate.jpg");
  const response = await request.post("/service-request", {
    multipart,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  const location = response.headers().location ?? "";
  const reference = /\/requests\/(VPS-[^?]+)/.exec(location)?.[1];
  if (!reference) throw new Error(`the request was not stored (${response.status()})`);
  return { reference, statusPath: location.replace(/&sent=1(#.*)?$/, "") };
}

/** The answer every /staff address gives: never cached, never indexed. */
export function expectPrivate(headers: Record<string, string>, what: string) {
  expect(headers["cache-control"], what).toMatch(/no-store/);
  expect(headers["x-robots-tag"], what).toBe("noindex, nofollow");
}
