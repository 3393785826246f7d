import { axeViolations } from "./axe.ts";
/**
 * The staff console against the production build: anonymous visitors are sent to sign in, staff
 * work an enquiry (stage, customer-visible note, audit trail), roles, CSRF and Origin checks,
 * cookie flags, and no-store plus noindex on every answer (the sign-in limit has its own file). After each case the
 * server still answers /healthz.
 */

import { baseURL } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import {
  addAccount,
  expectPrivate,
  sendEnquiry,
  sendServiceRequest,
  sessionCsrf,
  signInOverHttp,
  signInPage,
} from "./staff-helpers.ts";

test.afterEach(async ({ request }) => {
  expect((await request.get(`${baseURL}/healthz`)).status()).toBe(200);
});

test("every /staff address sends an anonymous visitor to sign in, photos included", async ({
  request,
}) => {
  const reference = await sendServiceRequest(request);
  const paths = [
    "/staff",
    "/staff?kind=contact&q=ravi",
    `/staff/items/service-request/${reference}`,
    "/staff/items/enquiry/VPS-000101-AAAAAA",
    "/staff/export.csv?status=held",
    `/staff/photos/${reference}/1`,
    "/staff/accounts",
    "/staff/purge",
    "/staff/logout",
    "/staff/no-such-page",
  ];
  for (const target of paths) {
    const answer = await request.get(target, { maxRedirects: 0 });
    expect(answer.status(), target).toBe(303);
    expect(answer.headers().location, target).toBe(
      `/staff/login?next=${encodeURIComponent(target)}`,
    );
    expect(answer.headers()["content-type"] ?? "", target).not.toMatch(/image/);
    expectPrivate(answer.headers(), target);
  }
  const post = await request.post("/staff/purge", {
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect([post.status(), post.headers().location]).toEqual([
    303,
    "/staff/login?next=%2Fstaff%2Fpurge",
  ]);
  const login = await request.get("/staff/login");
  expect(login.status()).toBe(200);
  expectPrivate(login.headers(), "/staff/login");
  expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

test("staff see a contact enquiry, change its stage, add a visible note and read the audit trail", async ({
  page,
}) => {
  // About 20 s quiet (a CLI account, a sent form, several console pages and axe runs); beside
  // another full suite it ran past Playwright's 30 s.
  test.setTimeout(120_000);
  const email = await addAccount("admin", "Asha Rao");
  const firstName = `Ravi${crypto.randomUUID().slice(0, 6)}`;
  await page.goto("/contact");
  await page.getByLabel("First name", { exact: true }).fill(firstName);
  await page.getByLabel("Last name", { exact: true }).fill("Shah");
  await page.getByLabel("Email", { exact: true }).fill("ravi.shah@example.in");
  await page.getByLabel("Phone (mobile number)", { exact: true }).fill("987-654-3210");
  await page.getByLabel("Service", { exact: true }).selectOption("automation");
  await page.getByLabel("Message", { exact: true }).fill("Loop checking for 300 I/O.");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(
    page.getByText("Your message has been successfully submitted").first(),
  ).toBeVisible();

  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff$/);
  // The console is a tool: none of the public site's menu, footer or chat button.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "WhatsApp chat" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const [signedIn] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        new URL(answer.url()).pathname === "/staff/login" && answer.request().method() === "POST",
    ),
    signInPage(page, email),
  ]);
  const setCookie = (await signedIn.headerValue("set-cookie")) ?? "";
  expect(setCookie).toMatch(
    /vidyut-staff\.session_token=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax/,
  );
  await expect(page).toHaveURL(/\/staff$/);
  const session = (await page.context().cookies()).find(
    (cookie) => cookie.name === "vidyut-staff.session_token",
  );
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

  await page.getByLabel("Search", { exact: true }).fill(firstName.toUpperCase());
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("heading", { name: "1 item" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("table").getByRole("link", { name: /^VPS-/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Contact enquiry VPS-");
  // Its notice goes by the enquiries' own queue: the e-mails panel says where it is shown, and
  // the page it was sent from is named without the ".data" a script posts to.
  await expect(
    page.getByText("No other e-mail: the notice to the company is under “How it was handled”."),
  ).toBeVisible();
  await expect(page.getByText("/contact", { exact: true })).toBeVisible();
  await expect(page.getByText("/contact.data")).toHaveCount(0);

  await page.getByLabel("Stage", { exact: true }).selectOption("in-progress");
  await page.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByRole("status")).toHaveText("Stage changed.");
  await page
    .getByLabel("Note", { exact: true })
    .fill("Called back: quote for 300 I/O loop checks by Friday.");
  await page.getByRole("radio", { name: "Visible to the customer" }).check();
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  // Saved: the forms start again from what is stored, not from what was typed.
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue("");
  await expect(page.getByRole("radio", { name: "Internal (staff only)" })).toBeChecked();
  await expect(page.getByLabel("Stage", { exact: true })).toHaveValue("in-progress");

  const rows = page.getByTestId("audit-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Asha Rao");
  await expect(rows.nth(0)).toContainText("Stage changed");
  await expect(rows.nth(0)).toContainText("from New to In progress");
  await expect(rows.nth(1)).toContainText("Note added");
  await expect(rows.nth(1)).toContainText("Visible to the customer");
  await expect(rows.nth(1)).toContainText("Called back: quote for 300 I/O loop checks by Friday.");

  // Closing asks why, beside the field; the reason is on the timeline.
  await page.getByLabel("Stage", { exact: true }).selectOption("closed");
  await page.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByLabel("Reason for closing")).toHaveAccessibleDescription(
    /Say why the enquiry is closed/,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Reason for closing").fill("Ordered the loop checks from the OEM");
  await page.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByRole("status")).toHaveText("Stage changed.");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText("from In progress to Closed");
  await expect(rows.nth(2)).toContainText("Ordered the loop checks from the OEM");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  for (const admin of ["/staff/accounts", "/staff/purge"]) {
    await page.goto(admin);
    expect(await axeViolations(page), admin).toEqual([]);
  }

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff$/);
});

test("a staff account gets 403 on account management and on the purge; disabled, it is signed out", async ({
  request,
  playwright,
}) => {
  const email = await addAccount("staff", "Kiran Rao");
  expect((await signInOverHttp(request, email)).status()).toBe(303);
  const csrf = await sessionCsrf(request);
  for (const target of ["/staff/accounts", "/staff/purge"]) {
    const page = await request.get(target);
    expect(page.status(), target).toBe(403);
    expect(await page.text()).toContain("Administrators only");
    expectPrivate(page.headers(), target);
    const form = await request.post(target, {
      form: { csrf, intent: "disable", email: "someone@vidyut.example" },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(form.status(), `POST ${target}`).toBe(403);
  }
  // An administrator disables the account: its session ends at once.
  const admin = await playwright.request.newContext({ baseURL });
  expect((await signInOverHttp(admin, await addAccount("admin", "Anita Desai"))).status()).toBe(
    303,
  );
  const disabled = await admin.post("/staff/accounts", {
    form: { csrf: await sessionCsrf(admin), intent: "disable", email },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect([disabled.status(), disabled.headers().location]).toEqual([
    303,
    "/staff/accounts?done=disable",
  ]);
  await admin.dispose();
  expect((await request.get("/staff", { maxRedirects: 0 })).status()).toBe(303);
});

test("a POST from another origin, without Origin or without the CSRF token gets 403", async ({
  request,
}) => {
  const email = await addAccount("admin", "Farhan Ali");
  expect((await signInOverHttp(request, email)).status()).toBe(303);
  const reference = await sendEnquiry(request, "Hostile");
  const target = `/staff/items/enquiry/${reference}`;
  const csrf = await sessionCsrf(request);
  const note = { intent: "note", note: "x", visibility: "internal" };
  const attempts: { form: Record<string, string>; headers: Record<string, string> }[] = [
    { form: { ...note, csrf }, headers: { Origin: "https://evil.example" } },
    { form: { ...note, csrf }, headers: {} },
    { form: note, headers: { Origin: baseURL } },
    { form: { ...note, csrf: `${csrf.slice(0, -2)}AA` }, headers: { Origin: baseURL } },
  ];
  for (const [index, attempt] of attempts.entries()) {
    const answer = await request.post(target, { ...attempt, maxRedirects: 0 });
    expect(answer.status(), `attempt ${index}`).toBe(403);
    // The server itself refuses a foreign Origin before the console sees it, in plain text.
    if (index === 0) expect(answer.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expectPrivate(answer.headers(), `attempt ${index}`);
  }
  const refused = await request.post(target, { form: note, headers: { Origin: baseURL } });
  // Said as the page's heading (the guard's refusal once fell to the root's "Unexpected
  // Application Error!", its words only in the page's data).
  expect(await refused.text()).toMatch(/<h1[^>]*>This form has expired<\/h1>/);
  const page = await request.get(target);
  expect(await page.text()).not.toContain("Note added");
  const accepted = await request.post(target, {
    form: { ...note, csrf },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect([accepted.status(), accepted.headers().location]).toEqual([303, `${target}?done=note`]);
});

test("every console answer is no-store and noindex, the photo private and never sniffed", async ({
  request,
}) => {
  const email = await addAccount("admin", "Nisha Desai");
  const login = await signInOverHttp(request, email);
  expectPrivate(login.headers(), "POST /staff/login");
  const reference = await sendServiceRequest(request);
  const targets = [
    "/staff",
    "/staff?page=2&status=dead",
    `/staff/items/service-request/${reference}`,
    "/staff/export.csv",
    "/staff/accounts",
    "/staff/purge",
    "/staff/no-such-page",
    "/staff/items/enquiry/VPS-000101-AAAAAA",
    "/staff/logout",
  ];
  for (const target of targets) expectPrivate((await request.get(target)).headers(), target);
  const photo = await request.get(`/staff/photos/${reference}/1`);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["content-type"]).toBe("image/jpeg");
  expect(photo.headers()["x-content-type-options"]).toBe("nosniff");
  expectPrivate(photo.headers(), "photo");
  expect(photo.headers()["cache-control"]).toBe("no-store, private");
  const csv = await request.get("/staff/export.csv?kind=service-request");
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toMatch(
    /^attachment; filename="vidyut-inbox-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect((await csv.text()).split("\r\n")[0]).toContain('"Kind","Reference","Received (IST)"');
  const out = await request.post("/staff/logout", {
    form: { csrf: await sessionCsrf(request) },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect([out.status(), out.headers().location]).toEqual([303, "/staff/login"]);
  expectPrivate(out.headers(), "POST /staff/logout");
});
