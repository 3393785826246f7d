import { describe, expect, it } from "vitest";
import { newReference } from "./store.server.ts";

describe("a reference", () => {
  it("carries the day of receipt in India, not in UTC", () => {
    // 22:18 UTC on 27 November is 03:48 IST on 28 November.
    expect(newReference(new Date("2026-11-27T22:18:00Z"))).toMatch(
      /^VPS-261128-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/,
    );
    // 18:29 UTC is 23:59 IST, the same day.
    expect(newReference(new Date("2026-11-27T18:29:00Z"))).toMatch(/^VPS-261127-/);
  });
});
