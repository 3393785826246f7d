/**
 * The last-resort 500 page (server/error-page.ts), answered when React Router itself fails, as
 * Chromium shows it under the Content-Security-Policy it is sent with: its one <style> element
 * applies, and nothing is refused. The same page under the site's default policy (no hash for
 * its style) is the control: there the style is refused, which shows the check can fail.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { contentSecurityPolicy } from "#app/lib/csp.ts";
import { createLogger } from "#app/lib/logger.ts";
import { errorPage, lastResort } from "../../server/error-page.ts";
import { expect, test } from "./fixtures.ts";

test.use({ awaitHydration: false });

let server: Server;
let base = "";
test.beforeAll(async () => {
  const app = express()
    .get("/control", (_req, res) => {
      res.set("Content-Security-Policy", contentSecurityPolicy([])).type("html").send(errorPage());
    })
    .get("/broken", () => {
      throw new Error("the route table failed to load");
    })
    .use(lastResort(createLogger("silent")));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => server.close());

test("the last-resort 500 page is styled under its own CSP, with nothing refused", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  const response = await page.goto(`${base}/broken`);
  expect(response?.status()).toBe(500);
  expect(response?.headers()["content-security-policy"]).toMatch(/style-src 'self' 'sha256-/);
  expect(response?.headers()["content-security-policy"]).not.toContain("unsafe-inline");
  await expect(
    page.getByRole("heading", { level: 1, name: "Something went wrong on our side" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  // body{max-width:40rem;margin:4rem auto} and a{color:#0b4f8a}, at the browser's 16 px rem.
  await expect(page.locator("body")).toHaveCSS("max-width", "640px");
  await expect(page.locator("body")).toHaveCSS("margin-top", "64px");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveCSS(
    "color",
    "rgb(11, 79, 138)",
  );
  expect(refused).toEqual([]);
});

test("the control: without its hash in the policy the same page's style is refused", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${base}/control`);
  await expect(page.locator("body")).toHaveCSS("max-width", "none");
  expect(refused.join("\n")).toContain("Applying inline style violates");
});
