import { test } from "./fixtures.ts";
import { statusBeforeAndAfterStaffWork } from "./request-status-helpers.ts";

test("the status link shows what staff did, without JavaScript", async ({ page, browser }) => {
  const staff = await browser.newContext({ javaScriptEnabled: false });
  await statusBeforeAndAfterStaffWork(page, await staff.newPage(), false);
  await staff.close();
});
