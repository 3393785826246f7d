import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { handleOf } from "./route-rules.ts";
import { servesPrerendered } from "./static-files.ts";

/** A route table shaped as the server build has it: flat, each route naming its parent. */
const route = (id: string, parentId: string | undefined, extra: object = {}) => ({
  id,
  parentId,
  module: {},
  ...extra,
});
const build = {
  routes: {
    root: route("root", undefined, { path: "" }),
    home: route("home", "root", { index: true, module: { handle: { rendersQuery: true } } }),
    request: route("request", "root", {
      path: "service-request",
      module: { handle: { uploads: true, rendersQuery: true } },
    }),
    verify: route("verify", "root", { path: "verify/*", module: { handle: { uploads: true } } }),
    staff: route("staff", "root", { path: "staff" }),
    asset: route("asset", "staff", { path: "assets/:id", module: { handle: { uploads: true } } }),
    missing: route("missing", "root", { path: "*" }),
  },
} as unknown as ServerBuild;

describe("handleOf", () => {
  it("reads the handle of the route a path leads to, on the page and on its .data path", () => {
    expect(handleOf(build, "/service-request")).toEqual({ uploads: true, rendersQuery: true });
    expect(handleOf(build, "/service-request.data")).toEqual({ uploads: true, rendersQuery: true });
    expect(handleOf(build, "/verify/VPS-TR-2026-000123")).toEqual({ uploads: true });
    expect(handleOf(build, "/verify/VPS/TR/2026/000123")).toEqual({ uploads: true });
    expect(handleOf(build, "/staff/assets/17")).toEqual({ uploads: true });
    expect(handleOf(build, "/_root.data")).toEqual({ rendersQuery: true });
  });

  it("gives an empty handle where the route has none or no route matches but the catch-all", () => {
    expect(handleOf(build, "/staff")).toEqual({});
    expect(handleOf(build, "/staff/assets/17/records")).toEqual({});
    expect(handleOf(build, "/service-request/extra")).toEqual({});
  });
});

describe("servesPrerendered", () => {
  it("answers any query with the file when the route's page does not depend on it", () => {
    expect(servesPrerendered({}, "?q=anything")).toBe(true);
    expect(servesPrerendered({ uploads: true }, "?industry=steel")).toBe(true);
  });

  it("renders a page that reads its query, unless only tracking parameters came", () => {
    expect(servesPrerendered({ rendersQuery: true }, "?utm_source=mail&fbclid=x")).toBe(true);
    expect(servesPrerendered({ rendersQuery: true }, "")).toBe(true);
    expect(servesPrerendered({ rendersQuery: true }, "?industry=steel")).toBe(false);
    expect(servesPrerendered({ rendersQuery: true }, "?h2=120&utm_source=x")).toBe(false);
  });
});
