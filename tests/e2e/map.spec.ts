import { expect, test } from "./fixtures.ts";

test("the contact map makes no request to Google until the visitor asks for it", async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(request.url());
  });
  await page.route(/google\.com/, (route) =>
    route.fulfill({ status: 200, body: "<p>map</p>", contentType: "text/html" }),
  );
  await page.goto("/contact", { waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Find us in Vadodara" }).scrollIntoViewIfNeeded();
  expect(thirdParty).toEqual([]);
  await page.getByRole("link", { name: /Show the map/ }).click();
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("height", "450");
  await expect(frame).toHaveAttribute("title", /Map of Vidyut Power Solutions/);
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
});
