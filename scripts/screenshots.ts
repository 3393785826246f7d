/**
 * Screenshots of pages of a running site, for looking at what was built.
 * Usage: node scripts/screenshots.ts [--base http://localhost:3000] [--out /tmp/shots]
 *        [--widths 390,768,1280,1920] [--scroll] [--no-js] /path ...
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "#tests/chromium.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    out: { type: "string", default: "/tmp/shots" },
    widths: { type: "string", default: "390,768,1280,1920" },
    scroll: { type: "boolean", default: false },
    "no-js": { type: "boolean", default: false },
    full: { type: "boolean", default: false },
  },
});

await mkdir(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const width of values.widths.split(",").map(Number)) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 900 },
    javaScriptEnabled: !values["no-js"],
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  for (const pagePath of positionals.length ? positionals : ["/"]) {
    await page.goto(new URL(pagePath, values.base).toString(), { waitUntil: "networkidle" });
    // Without JavaScript no script runs in the page (nor page.evaluate): lazy pictures stay as the
    // browser loads them, which without scripts is as it would anyway.
    if (values.full && !values["no-js"]) {
      // Bring every lazy picture into view once, so the full-page picture shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
    }
    if (values.scroll) await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}${values.scroll ? "-scrolled" : ""}${values["no-js"] ? "-nojs" : ""}.png`;
    await page.screenshot({ path: path.join(values.out, name), fullPage: values.full });
    console.log(path.join(values.out, name));
  }
  await context.close();
}
await browser.close();
