import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { DueView } from "./due-console.server.ts";
import { DuePage } from "./due-page.tsx";

const empty = { rows: [], count: 0, page: 1, pages: 1, first: 0 };

function render(view: DueView): string {
  const Stub = createRoutesStub([
    { path: "/staff/due", Component: () => <DuePage view={view} csrf="token" /> },
  ]);
  // Text nodes side by side are separated by empty comments: the tests read the text without them.
  return renderToStaticMarkup(<Stub initialEntries={["/staff/due"]} />).replace(/<!-- -->/g, "");
}

describe("the console's due page", () => {
  const html = render({ today: "2026-11-28", overdue: empty, soon: empty, done: null } as DueView);

  it("says once, in one sentence, that a list is empty", () => {
    expect(html).toContain("Overdue (0)");
    expect(html).toContain("Nothing is overdue.");
    expect(html).toContain("Nothing falls due in the next 30 days.");
    expect(html).not.toContain("None.");
    expect(html).not.toContain("Showing");
  });

  it("offers a reminder round now, as a plain form with the session's token, and says what it did", () => {
    expect(html).toContain('<input type="hidden" name="csrf" value="token"/>');
    expect(html).toContain(">Send the reminders due now</button>");
    const after = render({
      today: "2026-11-28",
      overdue: empty,
      soon: empty,
      done: "3 reminder e-mails queued: the outbox sends them within a minute.",
    } as DueView);
    expect(after).toContain("3 reminder e-mails queued: the outbox sends them within a minute.");
  });

  it("writes today as the console's other dates, in a small intro under the heading", () => {
    expect(html).toContain("Today is 28 Nov 2026 (IST).");
    expect(html).toContain('<p class="mt-1 max-w-prose text-sm text-steel-700">Oil quality');
  });
});
