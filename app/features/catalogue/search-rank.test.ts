import { describe, expect, it } from "vitest";
import { matchTier, matchTiers, rankMatches, type Searchable } from "./search-rank.ts";

const byName = (entry: Searchable) => entry;
const names = (entries: Searchable[]) => entries.map((entry) => entry.name);

describe("matchTier", () => {
  it("puts each way of matching in its own tier", () => {
    expect(matchTiers[0]).toBe("exact name");
    expect(matchTier("oil", { name: "Oil" })).toBe(0);
    expect(matchTier("oil", { name: "Oil Cup" })).toBe(1);
    expect(matchTier("oil", { name: "Oiling Kit" })).toBe(1);
    expect(matchTier("oil", { name: "Transformer Oil" })).toBe(2);
    expect(matchTier("oil", { name: "Closing Coil" })).toBe(3);
    expect(matchTier("oil", { name: "Gasket", description: "Stops oil leaks." })).toBe(4);
    expect(matchTier("oil", { name: "Trip Unit", description: "A trip coil." })).toBe(5);
    expect(matchTier("oil", { name: "Gasket", description: "Nitrile rubber." })).toBeUndefined();
    expect(matchTier("oil", { name: "Gasket" })).toBeUndefined();
  });

  it("trims the term and ignores letter case on both sides", () => {
    expect(matchTier("  OIL ", { name: "transformer oil" })).toBe(2);
    expect(matchTier("Vcb", { name: "VCB Closing Coil" })).toBe(1);
    expect(matchTier("sulfur hexafluoride GAS", { name: "Sulfur Hexafluoride Gas" })).toBe(0);
    expect(matchTier("   ", { name: "Oil" })).toBeUndefined();
    expect(matchTier("", { name: "Oil" })).toBeUndefined();
  });

  it("counts a whole word when any occurrence stands alone, not only the first", () => {
    expect(matchTier("oil", { name: "Coil and Oil Kit" })).toBe(2);
    expect(matchTier("oil", { name: "Coil and Boiler Kit" })).toBe(3);
  });

  it("treats punctuation, spaces and the ends of the text as word boundaries", () => {
    expect(matchTier("oil", { name: "Breather Spares (Container, Oil Cup)" })).toBe(2);
    expect(matchTier("mog", { name: "Magnetic Oil Level Gauge (MOG)" })).toBe(2);
    expect(matchTier("335", { name: "Transformer Oil (IS 335)" })).toBe(2);
    expect(matchTier("free", { name: "Cobalt-Free Gel" })).toBe(2);
    expect(matchTier("3ah", { name: "Siemens 3AH VCB Tripping Coil" })).toBe(2);
    expect(matchTier("3a", { name: "Siemens 3AH VCB Tripping Coil" })).toBe(3);
    expect(matchTier("(is 335)", { name: "Transformer Oil (IS 335)" })).toBe(2);
    expect(matchTier("ö", { name: "Schalter Öl" })).toBe(3);
    expect(matchTier("öl", { name: "Schalter Öl" })).toBe(2);
    expect(matchTier("ते", { name: "तेल" })).toBe(1);
    expect(matchTier("ल", { name: "तेल" })).toBe(3);
  });
});

describe("rankMatches", () => {
  it("orders by tier, and keeps the list's own order within a tier", () => {
    const list: Searchable[] = [
      { name: "VCB Closing Coil" },
      { name: "Breather Spares", description: "Oil cups and gaskets." },
      { name: "Transformer Oil" },
      { name: "Oil Cup" },
      { name: "Ignition Coil" },
      { name: "Trip Unit", description: "A shunt trip coil." },
      { name: "Oil" },
      { name: "Magnetic Oil Level Gauge" },
      { name: "Oil Temperature Indicator" },
      { name: "Silica Gel", description: "Keeps moisture out." },
    ];
    expect(names(rankMatches(list, "oil", byName))).toEqual([
      "Oil",
      "Oil Cup",
      "Oil Temperature Indicator",
      "Transformer Oil",
      "Magnetic Oil Level Gauge",
      "VCB Closing Coil",
      "Ignition Coil",
      "Breather Spares",
      "Trip Unit",
    ]);
  });

  it("prefers a name match to a description match however well the description matches", () => {
    const list: Searchable[] = [{ name: "Filter", description: "Gel" }, { name: "Angelic Drier" }];
    expect(names(rankMatches(list, "gel", byName))).toEqual(["Angelic Drier", "Filter"]);
  });

  it("returns nothing for a blank term and leaves the list it was given alone", () => {
    const list: Searchable[] = [{ name: "Oil" }, { name: "Coil" }];
    expect(rankMatches(list, "  ", byName)).toEqual([]);
    expect(rankMatches(list, "xyz", byName)).toEqual([]);
    expect(names(rankMatches(list, "coil", byName))).toEqual(["Coil"]);
    expect(names(list)).toEqual(["Oil", "Coil"]);
  });

  it("reads the fields to match through the function it is given", () => {
    const items = [
      { id: "a", title: "Closing Coil", text: "" },
      { id: "b", title: "Gasket", text: "Oil-proof nitrile" },
      { id: "c", title: "Transformer Oil", text: "" },
    ];
    const ranked = rankMatches(items, "oil", (item) => ({
      name: item.title,
      description: item.text,
    }));
    expect(ranked.map((item) => item.id)).toEqual(["c", "a", "b"]);
  });
});
