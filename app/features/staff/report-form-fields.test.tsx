import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Person, type ReportFormProps } from "./report-form-fields.tsx";

const meera = { id: "u1", name: "Meera Joshi" };
const kiran = { id: "u2", name: "Kiran Patel" };

function testedBy(people: ReportFormProps["people"]) {
  const props = {
    csrf: "",
    people,
    approver: meera,
    values: {},
    fieldErrors: {},
  } as unknown as ReportFormProps;
  return renderToStaticMarkup(<Person name="testedBy" label="Tested by" props={props} />);
}

describe("the report form's Tested by list", () => {
  it("says why it cannot be filled when the approver is the only account", () => {
    expect(testedBy([meera])).toContain(
      "Only you have a staff account, and you approve this report: the tester&#x27;s account is needed first (an administrator adds it on the server with npm run staff -- add).",
    );
  });

  it("carries no such hint once another member of staff has an account", () => {
    expect(testedBy([meera, kiran])).not.toContain("Only you have a staff account");
  });
});
