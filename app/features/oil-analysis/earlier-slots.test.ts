import { describe, expect, it } from "vitest";
import { lastFilledSlot, readMore, shownSlots } from "./earlier-slots.ts";

describe("the earlier samples the form shows", () => {
  it("shows one empty earlier sample when none holds a value", () => {
    expect(shownSlots({})).toBe(1);
    expect(shownSlots({ vc: "gt170", h2: "12", d: "2025-03-10" })).toBe(1);
  });

  it("shows the filled ones and one empty one after them", () => {
    expect(shownSlots({ e_h2: "10" })).toBe(2);
    expect(shownSlots({ e_d: "2024-03-12", e2_d: "2023-03-12" })).toBe(3);
    // A blank sample between two filled ones stays in place.
    expect(shownSlots({ e_h2: "10", e3_h2: "8" })).toBe(4);
    expect(lastFilledSlot({ e_h2: "10", e3_h2: "8" })).toBe(3);
  });

  it("never shows more than the five the form holds", () => {
    expect(shownSlots({ e5_co2: "3100" })).toBe(5);
    expect(shownSlots({ e4_h2: "5" }, 5)).toBe(5);
  });

  it("ignores a value that is only spaces", () => {
    expect(shownSlots({ e2_h2: "  " })).toBe(1);
  });

  it("shows as many as the button asked for, never fewer than are filled", () => {
    expect(shownSlots({ e_h2: "10" }, 3)).toBe(3);
    expect(shownSlots({ e_h2: "10", e3_h2: "8" }, 2)).toBe(4);
  });

  it("reads the button's count only when it is a whole number from 2 to 5", () => {
    expect(readMore(new URLSearchParams("more=3"))).toBe(3);
    expect(readMore(new URLSearchParams("more=5"))).toBe(5);
    expect(readMore(new URLSearchParams("more=1"))).toBeUndefined();
    expect(readMore(new URLSearchParams("more=6"))).toBeUndefined();
    expect(readMore(new URLSearchParams("more=2.5"))).toBeUndefined();
    expect(readMore(new URLSearchParams("more=99999999999999999999"))).toBeUndefined();
    expect(readMore(new URLSearchParams("more=%3Cb%3E"))).toBeUndefined();
    expect(readMore(new URLSearchParams("h2=3"))).toBeUndefined();
  });
});
