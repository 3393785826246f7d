import { test } from "./fixtures.ts";
import { statusBeforeAndAfterStaffWork } from "./request-status-helpers.ts";

test("the status link shows what staff did, with JavaScript", async ({ page, browser }) => {
  const staff = await browser.newContext();
  await statusBeforeAndAfterStaffWork(page, await staff.newPage(), true);
  await staff.close();
});
