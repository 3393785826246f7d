import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PlansListPage } from "./plans-pages.tsx";

const subscriber = (id: number, company: string) => ({
  id,
  company,
  plan: "assured",
  planName: "Assured",
  running: true,
  startsOn: "2026-04-01",
  endsOn: "2027-03-31",
  emails: ["@anand-dairy.example"],
  phones: [],
  passportCustomerId: null,
});

function render(count: number): string {
  const subscribers = [subscriber(1, "Anand Dairy"), subscriber(2, "Halol Steel")].slice(0, count);
  const Stub = createRoutesStub([
    {
      path: "/staff/plans",
      Component: () => (
        <PlansListPage
          csrf="token"
          done={null}
          subscribers={subscribers}
          customers={[]}
          chosenCustomer={null}
        />
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/staff/plans"]} />);
}

describe("the plan customers' list", () => {
  it("counts one plan customer in the singular", () => {
    expect(render(1)).toContain(">1 plan customer<");
    expect(render(2)).toContain(">2 plan customers<");
  });
});
