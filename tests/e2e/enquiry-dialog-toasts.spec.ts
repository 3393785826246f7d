/**
 * The enquiry dialog's toasts cover none of its controls (WCAG 2.4.11): at the specification's
 * top right of the screen, above the dialog, from a phone's width to a desktop's. enquiry.spec.ts
 * checks their words, their life and that they are topmost.
 */
import { expect, test } from "./fixtures.ts";

for (const viewport of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px the error toast covers no part of the open dialog`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/services/details/blue-silica-gel");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Inquiry" });
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    const shown = page
      .locator(".Toastify__toast")
      .filter({ hasText: "Please fill all the fields" });
    await expect(shown).toBeVisible();
    // Measured at rest: its entrance animation may still be moving it.
    await expect
      .poll(() =>
        shown.evaluate((toast) =>
          toast.getAnimations().map((animation) => (animation as CSSAnimation).animationName),
        ),
      )
      .toEqual([]);
    const toast = await shown.boundingBox();
    const box = await dialog.boundingBox();
    if (!toast || !box) throw new Error("no box");
    const overlaps =
      toast.x < box.x + box.width &&
      toast.x + toast.width > box.x &&
      toast.y < box.y + box.height &&
      toast.y + toast.height > box.y;
    expect(overlaps).toBe(false);
    // Its Close button takes the click (Playwright scrolls it into view and refuses a button that
    // something else covers).
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
  });
}
