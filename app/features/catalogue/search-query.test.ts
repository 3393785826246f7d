import { describe, expect, it } from "vitest";
import { normaliseKeyword, readSearchQuery } from "./search-query.ts";

const read = (search: string) => readSearchQuery(new URLSearchParams(search));

describe("readSearchQuery", () => {
  it("reads keyword in any letter case", () => {
    for (const name of ["keyword", "keyWord", "Keyword", "KEYWORD", "kEyWoRd"]) {
      expect(read(`?${name}=oil`)).toEqual({ kind: "term", term: "oil" });
    }
    expect(read("?KEYWORD=Oil")).toEqual({ kind: "term", term: "Oil" });
  });

  it("trims the term and reads + and %20 as spaces", () => {
    expect(read("?keyword=++silica+gel+")).toEqual({ kind: "term", term: "silica gel" });
    expect(read("?Keyword=%20VCB%20coil%09")).toEqual({ kind: "term", term: "VCB coil" });
  });

  it("reads a backslash as a space, so the results page's address never holds one", () => {
    expect(read("?keyWord=oil%5C")).toEqual({ kind: "term", term: "oil" });
    expect(read("?keyword=silica%5Cgel")).toEqual({ kind: "term", term: "silica gel" });
    expect(read("?keyword=%5C%5C")).toEqual({ kind: "blank" });
  });

  it("tells a blank term from no term at all", () => {
    for (const blank of [
      "?keyword=",
      "?keyword",
      "?Keyword=%20%20",
      "?KEYWORD=+",
      "?keyword=%09%0A",
    ]) {
      expect(read(blank), blank).toEqual({ kind: "blank" });
    }
    expect(read("")).toEqual({ kind: "none" });
    expect(read("?q=oil")).toEqual({ kind: "none" });
    expect(read("?key_word=oil&keywords=oil")).toEqual({ kind: "none" });
  });

  it("answers the same whatever the order of the parameters", () => {
    // The server's page cache sorts parameters: these pairs share one cache entry.
    expect(read("?keyword=oil&KEYWORD=")).toEqual({ kind: "term", term: "oil" });
    expect(read("?KEYWORD=&keyword=oil")).toEqual({ kind: "term", term: "oil" });
    expect(read("?keyword=vcb&Keyword=oil")).toEqual({ kind: "term", term: "oil" });
    expect(read("?Keyword=oil&keyword=vcb")).toEqual({ kind: "term", term: "oil" });
    expect(read("?keyword=%20&Keyword=&KEYWORD=+")).toEqual({ kind: "blank" });
  });
});

describe("normaliseKeyword", () => {
  it("trims and keeps at most 100 characters, never half of one", () => {
    expect(normaliseKeyword("  oil  ")).toBe("oil");
    expect(normaliseKeyword("x".repeat(150))).toBe("x".repeat(100));
    expect(normaliseKeyword(`${"x".repeat(99)}😀y`)).toBe(`${"x".repeat(99)}😀`);
    expect(normaliseKeyword(`${"x".repeat(99)} y`)).toBe("x".repeat(99));
    expect(normaliseKeyword(" \t ")).toBe("");
  });
});
