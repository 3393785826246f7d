import { describe, expect, it } from "vitest";
import { photoSlots } from "#app/lib/photo-slots.ts";
import { leaders } from "./marketing-content.server.ts";
import { marketingPages } from "./marketing-pages.server.ts";

describe("the leaders and the photo slots", () => {
  it("gives every leader a portrait slot", () => {
    expect(leaders.leaders.map((leader) => leader.id)).toEqual([
      "harish-mehta",
      "rajesh-patel",
      "anita-desai",
      "suresh-menon",
      "kavita-joshi",
    ]);
    for (const leader of leaders.leaders) expect(photoSlots).toHaveProperty(`leader-${leader.id}`);
  });

  it("names page slots only after pages that exist and have a picture to replace", () => {
    const pageSlots = Object.keys(photoSlots).filter((slot) => slot.startsWith("page-"));
    expect(pageSlots).toHaveLength(10);
    for (const slot of pageSlots) {
      const entry = [...marketingPages.values()].find(
        ({ page }) => `page-${page.path.slice(1).replaceAll("/", "-")}` === slot,
      );
      expect(entry?.page.hero, slot).toBeDefined();
    }
  });
});
