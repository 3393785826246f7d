import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError, contentEntries, parseContentFile } from "./content-files.ts";

const schema = z.object({
  name: z.string().min(1, "must not be empty"),
  specification: z.array(
    z.object({ name: z.string(), value: z.string().min(1, "must not be empty") }),
  ),
});

describe("parseContentFile", () => {
  it("returns the checked data", () => {
    const text = "name: Transformer Oil\nspecification:\n  - name: BDV\n    value: 70 kV\n";
    expect(parseContentFile("content/x.yaml", text, schema)).toEqual({
      name: "Transformer Oil",
      specification: [{ name: "BDV", value: "70 kV" }],
    });
  });

  it("names the file and the field that is wrong", () => {
    const text = "name: Transformer Oil\nspecification:\n  - name: BDV\n    value: ''\n";
    expect(() => parseContentFile("content/catalogue/oil.yaml", text, schema)).toThrow(
      new ContentError("content/catalogue/oil.yaml: specification.0.value: must not be empty"),
    );
  });

  it("names the file when the YAML itself is broken", () => {
    expect(() => parseContentFile("content/broken.yaml", "name: [unclosed", schema)).toThrow(
      /^content\/broken\.yaml: not valid YAML/,
    );
  });
});

describe("contentEntries", () => {
  it("sorts by path and drops the leading slash of Vite's glob keys", () => {
    expect(contentEntries({ "/content/b.yaml": "b", "/content/a.yaml": "a" })).toEqual([
      ["content/a.yaml", "a"],
      ["content/b.yaml", "b"],
    ]);
  });
});
