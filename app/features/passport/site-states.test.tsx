import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteFields } from "./customer-fields.tsx";
import { type RequestDetails, siteFromRequest } from "./from-request.ts";
import { parseWith, siteSchema } from "./schema.ts";

const site = (state: string) => ({
  name: "Silvassa works",
  address: "Plot 4, Naroli",
  state,
  pin: "396235",
});

describe("a site's state", () => {
  it("may be one of the 8 union territories as well as a state", () => {
    for (const state of [
      "Dadra and Nagar Haveli and Daman and Diu",
      "Delhi",
      "Jammu and Kashmir",
      "Puducherry",
      "Gujarat",
    ])
      expect(parseWith(siteSchema, site(state))).toEqual({ ok: true, data: site(state) });
    expect(parseWith(siteSchema, site("Daman"))).toEqual({
      ok: false,
      fieldErrors: { state: "Choose the state" },
    });
  });

  it("is offered, and chosen, in the site's form for a union territory", () => {
    const html = renderToStaticMarkup(
      <SiteFields idPrefix="site-1-" initial={{ ...site("Delhi") }} />,
    );
    expect(html).toContain('<option value="Delhi" selected="">Delhi</option>');
    expect(html).toContain(
      '<option value="Dadra and Nagar Haveli and Daman and Diu">Dadra and Nagar Haveli and Daman and Diu</option>',
    );
    expect(html).toContain('<option value="Ladakh">Ladakh</option>');
  });

  it("of a request from a union territory makes a site that saves again unchanged", () => {
    const made = siteFromRequest({
      address: "Plot 4, Naroli",
      state: "Dadra and Nagar Haveli and Daman and Diu",
      pin: "396235",
    } as RequestDetails);
    expect(parseWith(siteSchema, made)).toEqual({
      ok: true,
      data: {
        name: "Site of the service request",
        address: "Plot 4, Naroli",
        state: "Dadra and Nagar Haveli and Daman and Diu",
        pin: "396235",
      },
    });
  });
});
