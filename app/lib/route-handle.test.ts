import { describe, expect, it } from "vitest";
import { behaviours, frameOf, hydrates } from "./route-handle.ts";

describe("hydrates", () => {
  it("is true unless a matched route says hydrate: false", () => {
    expect(hydrates([{ handle: undefined }, { handle: { rendersQuery: true } }])).toBe(true);
    expect(hydrates([{ handle: undefined }, { handle: { hydrate: false } }])).toBe(false);
  });
});

describe("behaviours", () => {
  it("lists the behaviour modules a page for reading names, each once", () => {
    expect(
      behaviours([
        { handle: undefined },
        { handle: { hydrate: false, behaviours: ["home-carousels", "site-header"] } },
        { handle: { behaviours: ["home-carousels"] } },
      ]),
    ).toEqual(["home-carousels", "site-header"]);
  });

  it("gives a page that hydrates none: React does the work there", () => {
    expect(behaviours([{ handle: { behaviours: ["home-carousels"] } }])).toEqual([]);
  });
});

describe("frameOf", () => {
  it("takes the console's frame from any matched route, a page's own letterhead from its own", () => {
    expect(frameOf([{ handle: undefined }, { handle: { rendersQuery: true } }])).toEqual({
      console: false,
      ownLetterhead: false,
    });
    expect(frameOf([{ handle: undefined }, { handle: { frame: "console" } }, {}])).toEqual({
      console: true,
      ownLetterhead: false,
    });
    expect(
      frameOf([{ handle: undefined }, { handle: { rendersQuery: true, ownLetterhead: true } }]),
    ).toEqual({ console: false, ownLetterhead: true });
  });
});
