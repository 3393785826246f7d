import { readFileSync } from "node:fs";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import { entireMetricsCollection } from "@capsizecss/metrics/entireMetricsCollection";
import { describe, expect, it } from "vitest";
import { addPlexFont, plexFamily, plexFontFaceCss, rangeCovers } from "./plex-font.ts";

const css = readFileSync(path.join(import.meta.dirname, "../app.css"), "utf8");

/** The @font-face rules of app.css, each as its descriptors. */
function fontFaces(text: string): Record<string, string>[] {
  return [...text.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) =>
    Object.fromEntries(
      (match[1] ?? "")
        .split(";")
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const colon = line.indexOf(":");
          return [
            line.slice(0, colon).trim(),
            line
              .slice(colon + 1)
              .replace(/\s+/g, " ")
              .trim(),
          ];
        }),
    ),
  );
}

// DejaVu Sans, the sans-serif of Debian without Arial's metric twins (and of this project's
// Lighthouse runs), read from DejaVuSans.ttf 2.37 with @capsizecss/unpack.
const dejaVuSans = {
  familyName: "DejaVu Sans",
  category: "sans-serif",
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  capHeight: 1493,
  xHeight: 1120,
  xWidthAvg: 1041,
};

describe("the typeface's fallback faces", () => {
  const faces = fontFaces(css);

  it("does not declare IBM Plex Sans itself in the stylesheet (it is added after the first paint)", () => {
    expect(faces.filter((face) => face["font-family"] === `"${plexFamily}"`)).toEqual([]);
  });

  it("scales each local font to Plex's metrics with Capsize's figures, for both weights", () => {
    const { fontFaces: expected } = createFontStack(
      [
        entireMetricsCollection.iBMPlexSans,
        entireMetricsCollection.arial,
        entireMetricsCollection.roboto,
        dejaVuSans,
      ],
      { fontFaceFormat: "styleString" },
    );
    const capsize = fontFaces(expected);
    expect(capsize.map((face) => face["font-family"])).toEqual([
      '"IBM Plex Sans Fallback: Arial"',
      '"IBM Plex Sans Fallback: Roboto"',
      '"IBM Plex Sans Fallback: DejaVu Sans"',
    ]);
    for (const face of capsize) {
      const ours = faces.filter((candidate) => candidate["font-family"] === face["font-family"]);
      expect(ours.map((candidate) => candidate["font-weight"])).toEqual(["100 500", "600 900"]);
      for (const candidate of ours) {
        for (const descriptor of [
          "ascent-override",
          "descent-override",
          "line-gap-override",
          "size-adjust",
        ]) {
          expect(candidate[descriptor], `${face["font-family"]} ${descriptor}`).toBe(
            face[descriptor],
          );
        }
      }
    }
  });

  it("puts Plex first and the scaled local fonts before any generic family", () => {
    const stack = /--font-sans:([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, " ").trim();
    expect(stack).toBe(
      '"IBM Plex Sans", "IBM Plex Sans Fallback: Arial", "IBM Plex Sans Fallback: Roboto", "IBM Plex Sans Fallback: DejaVu Sans", ui-sans-serif, system-ui, sans-serif',
    );
  });
});

describe("addPlexFont", () => {
  /** A FontFace that records itself and whether it was loaded before the document got it. */
  function fakeFaces(loads: "ok" | "fails") {
    const events: string[] = [];
    const made: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
    class Face {
      readonly source: string;
      readonly unicodeRange: string;
      constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
        this.source = source;
        this.unicodeRange = descriptors.unicodeRange ?? "U+0000-10FFFF";
        made.push({ family, source, descriptors });
      }
      load() {
        events.push(`load ${this.source.includes("latin-ext") ? "latin-ext" : "latin"}`);
        return loads === "ok" ? Promise.resolve(this) : Promise.reject(new Error("offline"));
      }
    }
    const set = {
      add(face: Face) {
        events.push(`add ${face.source.includes("latin-ext") ? "latin-ext" : "latin"}`);
        return set;
      },
    };
    return { events, made, Face, set: set as unknown as FontFaceSet };
  }

  async function run(loads: "ok" | "fails", text = "Transformer oil filtration") {
    const fake = fakeFaces(loads);
    const original = globalThis.FontFace;
    globalThis.FontFace = fake.Face as unknown as typeof FontFace;
    try {
      await addPlexFont(fake.set, text);
    } finally {
      globalThis.FontFace = original;
    }
    return fake;
  }

  it("adds the latin and latin-ext faces with swap and the full weight range", async () => {
    const { made } = await run("ok");
    expect(made.map((face) => face.family)).toEqual(["IBM Plex Sans", "IBM Plex Sans"]);
    expect(made[0]?.source).toMatch(
      /^url\(".*ibm-plex-sans-latin-wght-normal.*\.woff2"\) format\("woff2"\)$/,
    );
    expect(made[1]?.source).toMatch(/latin-ext-wght-normal.*\.woff2/);
    expect(made[0]?.descriptors).toMatchObject({ display: "swap", weight: "100 700" });
    expect(made[0]?.descriptors.unicodeRange).toContain("U+0000-00FF");
    // The rupee sign (U+20B9) is in latin-ext.
    expect(made[1]?.descriptors.unicodeRange).toContain("U+20AD-20C0");
  });

  it("loads the latin face before the document gets either face, then adds both together", async () => {
    const { events } = await run("ok");
    // latin-ext is not fetched ahead: the browser asks for it when text needs it.
    expect(events).toEqual(["load latin", "add latin", "add latin-ext"]);
  });

  it("loads latin-ext too, before adding either, when the page's text needs it", async () => {
    const { events } = await run("ok", "Silica gel, ₹ 450 a kilogram");
    expect(events).toEqual(["load latin", "load latin-ext", "add latin", "add latin-ext"]);
  });

  it("leaves the local font in place when the latin face cannot be had", async () => {
    const { events } = await run("fails");
    expect(events).toEqual(["load latin"]);
  });

  it("reads a unicode-range: single code points and ranges, in any case", () => {
    expect(rangeCovers("U+0100-02BA, U+20AD-20C0", "₹")).toBe(true);
    expect(rangeCovers("U+0100-02BA, U+20AD-20C0", "Vadodara 390 010")).toBe(false);
    expect(rangeCovers("U+2113", "5 ℓ")).toBe(true);
    expect(rangeCovers("u+0100-02ba", "Ā")).toBe(true);
    expect(rangeCovers("U+0100-02BA", "")).toBe(false);
  });

  it("does nothing where there is no FontFaceSet (the server)", async () => {
    await expect(addPlexFont(undefined)).resolves.toBeUndefined();
  });

  it("gives visitors without JavaScript the same two faces as CSS", () => {
    const faces = fontFaces(plexFontFaceCss());
    expect(faces).toHaveLength(2);
    expect(faces.every((face) => face["font-display"] === "swap")).toBe(true);
    expect(faces.every((face) => face["font-family"] === '"IBM Plex Sans"')).toBe(true);
  });
});
