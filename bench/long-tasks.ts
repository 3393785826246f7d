/**
 * The long tasks of one page load (issue 27): `node bench/long-tasks.ts <site> <path> [slowdown]`
 * against a running site (`npm run build`, then `npm run serve`). Chromium loads the page with its
 * CPU slowed down (default 4, about a low-tier phone on a host of benchmark index 1,050), records
 * a performance trace until the page has hydrated (or is a page for reading) and four seconds
 * more, and prints every task of the page's main thread over 50 ms with what took its time
 * (script evaluation, hydration, style, layout, paint), then each whole-page layout and the
 * typeface's arrival. On a shared machine the durations move from run to run; which tasks are
 * long is what it is for.
 */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "#tests/chromium.ts";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: { url?: string; requestId?: string; functionName?: string };
    beginData?: { url?: string; dirtyObjects?: number; totalObjects?: number };
    elementCount?: number;
  };
};

const [site, pagePath = "/", slowdownArgument = "4"] = process.argv.slice(2);
if (!site) throw new Error("usage: node bench/long-tasks.ts <site> <path> [slowdown]");
const slowdown = Number(slowdownArgument);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
await browser.startTracing(page, {
  categories: [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8.execute",
    "loading",
  ],
});
await page.goto(`${site}${pagePath}`, { waitUntil: "load" });
await page
  .locator("html[data-hydrated], html[data-static]")
  .waitFor({ state: "attached", timeout: 120_000 });
// Effects and the typeface's swap come after hydration; the trace keeps running a while for them.
await page.waitForTimeout(4_000);
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
  traceEvents: TraceEvent[];
};
await browser.close();

const ms = (microseconds: number) => Math.round(microseconds / 1000);
const file = (url = "") => url.replace(/^.*\//, "");
// The page's renderer: the process that parsed its HTML; its main thread only.
const pid = traceEvents.find(
  (event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(site),
)?.pid;
const mainThread = traceEvents.find(
  (event) =>
    event.pid === pid && event.name === "thread_name" && event.args?.name === "CrRendererMain",
)?.tid;
const events = traceEvents.filter(
  (event) => event.pid === pid && event.tid === mainThread && event.ph === "X" && event.dur,
);
const start = Math.min(...events.map((event) => event.ts));
const isTask = (event: TraceEvent) =>
  event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask";
const tasks: TraceEvent[] = [];
for (const task of events.filter(isTask).sort((a, b) => a.ts - b.ts)) {
  const last = tasks.at(-1);
  if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
  tasks.push(task);
}
const kinds = new Set([
  "ParseHTML",
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compileModule",
  "FunctionCall",
  "RunMicrotasks",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "MinorGC",
  "MajorGC",
]);
const label = (event: TraceEvent) => {
  const data = event.args?.data ?? event.args?.beginData;
  const url = file(data?.url);
  return `${event.name}${url ? ` ${url}` : ""}`;
};

const long = tasks.filter((task) => (task.dur ?? 0) > 50_000);
console.log(
  `${pagePath} at ${slowdown}× CPU: ${long.length} tasks over 50 ms, ` +
    `${ms(long.reduce((sum, task) => sum + (task.dur ?? 0) - 50_000, 0))} ms over 50 ms in all`,
);
for (const task of long) {
  const end = task.ts + (task.dur ?? 0);
  const inside = new Map<string, number>();
  for (const event of events) {
    if (!kinds.has(event.name) || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
    inside.set(label(event), (inside.get(label(event)) ?? 0) + (event.dur ?? 0));
  }
  const parts = [...inside]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, duration]) => `${name} ${ms(duration)}`);
  console.log(
    `  at ${String(ms(task.ts - start)).padStart(5)} ms ${String(ms(task.dur ?? 0)).padStart(4)} ms: ${parts.join(", ")}`,
  );
}
for (const layout of events.filter((event) => event.name === "Layout")) {
  const { dirtyObjects, totalObjects } = layout.args?.beginData ?? {};
  if (dirtyObjects && dirtyObjects === totalObjects && (layout.dur ?? 0) > 20_000)
    console.log(
      `  whole-page layout at ${ms(layout.ts - start)} ms: ${ms(layout.dur ?? 0)} ms, ${totalObjects} objects`,
    );
}
const requests = new Map(
  traceEvents
    .filter((event) => event.name === "ResourceSendRequest")
    .map((event) => [event.args?.data?.requestId, file(event.args?.data?.url)]),
);
for (const event of traceEvents.filter((event) => event.name === "ResourceFinish")) {
  const name = requests.get(event.args?.data?.requestId) ?? "";
  if (name.endsWith(".woff2"))
    console.log(`  typeface arrived at ${ms(event.ts - start)} ms: ${name}`);
}
