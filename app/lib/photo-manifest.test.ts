import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { photoManifest } from "./photo-manifest.ts";

describe("the photo manifest the pages read", () => {
  it("is the one the pipeline wrote, or empty when it has not run", () => {
    const file = path.join(import.meta.dirname, "../generated/photos.json");
    const expected = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
    expect(photoManifest).toEqual(expected);
  });
});
