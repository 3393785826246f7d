import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { RecordEditPage, type RecordEditView } from "./record-edit-page.tsx";

const view = (reports: RecordEditView["reports"], askDelete = false): RecordEditView => ({
  asset: { id: 12, tag: "TR-2, 33 kV yard", oilType: "mineral" },
  customer: { id: 3, name: "Mahi Paper Mills" },
  record: { id: 41, sampledOn: "2026-02-01" },
  initial: { sampledOn: "2026-02-01", samplePoint: "main-tank", c2h2: "60" },
  reports,
  askDelete,
});

function render(page: RecordEditView): string {
  const Stub = createRoutesStub([
    {
      path: "/staff/assets/12/records/41",
      Component: () => <RecordEditPage view={page} csrf="token" />,
    },
  ]);
  // Text nodes side by side are separated by empty comments: the tests read the text without them.
  return renderToStaticMarkup(<Stub initialEntries={["/staff/assets/12/records/41"]} />).replace(
    /<!-- -->/g,
    "",
  );
}

describe("the record's edit page", () => {
  it("says a report issued from the record stays as issued, and offers no delete", () => {
    const html = render(
      view([
        { number: "VPS/TR/2026/0007", revision: 1, status: "superseded" },
        { number: "VPS/TR/2026/0007", revision: 2, status: "current" },
      ]),
    );
    expect(html).toContain(
      "A test report was issued from this record. A correction saved here changes the passport and the charts, not the issued report: it stays as issued.",
    );
    expect(html).toContain(">VPS/TR/2026/0007</a> stays as issued");
    expect(html).toContain("A record a report was issued from cannot be deleted.");
    expect(html).not.toContain("Delete this record…");
    expect(html).toContain('value="60"');
  });

  it("asks before deleting a record no report was issued from", () => {
    expect(render(view([]))).toContain("Delete this record…");
    expect(render(view([]))).not.toContain("stays as issued");
    const asking = render(view([], true));
    expect(asking).toContain("Delete the sample of 2026-02-01 from TR-2, 33 kV yard?");
    expect(asking).toContain(">Delete the record</button>");
    expect(asking).toContain('name="intent" value="delete"');
  });
});
