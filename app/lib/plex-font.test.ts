import { readFileSync } from "node:fs";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import { entireMetricsCollection } from "@capsizecss/metrics/entireMetricsCollection";
import { describe, expect, it } from "vitest";
import {
  fetchTypefaceForNextPage,
  noScriptTypefaceCss,
  plexFamily,
  plexFontFaceCss,
  typefaceKey,
  typefaceScript,
} from "./plex-font.ts";

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

  it("does not declare IBM Plex Sans itself in the stylesheet (the head declares it, decision 0022)", () => {
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

  it("puts Plex first where --font-plex is set, and the scaled local fonts before any generic family", () => {
    const stack = /--font-sans:([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, " ").trim();
    expect(stack).toBe(
      'var(--font-plex,) "IBM Plex Sans Fallback: Arial", "IBM Plex Sans Fallback: Roboto", "IBM Plex Sans Fallback: DejaVu Sans", ui-sans-serif, system-ui, sans-serif',
    );
  });
});

describe("the typeface in the head (decision 0022)", () => {
  it("declares the latin and latin-ext faces, optional, for the full weight range", () => {
    const faces = fontFaces(plexFontFaceCss());
    expect(faces.map((face) => face["font-family"])).toEqual([
      '"IBM Plex Sans"',
      '"IBM Plex Sans"',
    ]);
    expect(faces.map((face) => face["font-display"])).toEqual(["optional", "optional"]);
    expect(faces.map((face) => face["font-weight"])).toEqual(["100 700", "100 700"]);
    expect(faces[0]?.src).toMatch(
      /^url\(".*ibm-plex-sans-latin-wght-normal.*\.woff2"\) format\("woff2"\)$/,
    );
    expect(faces[0]?.["unicode-range"]).toContain("U+0000-00FF");
    // The rupee sign (U+20B9) is in latin-ext.
    expect(faces[1]?.src).toMatch(/latin-ext-wght-normal.*\.woff2/);
    expect(faces[1]?.["unicode-range"]).toContain("U+20AD-20C0");
  });

  it("puts Plex first only under data-typeface, and always without JavaScript", () => {
    expect(plexFontFaceCss()).toMatch(/\}:root\[data-typeface\]\{--font-plex:"IBM Plex Sans",\}$/);
    expect(noScriptTypefaceCss()).toBe(':root{--font-plex:"IBM Plex Sans",}');
  });

  it("sets data-typeface from the head when this browser fetched the files before", () => {
    expect(typefaceKey).toBe("vps-typeface");
    const attributes: string[] = [];
    const run = (stored: string | null, refuse = false) =>
      new Function("localStorage", "document", typefaceScript)(
        {
          getItem: (key: string) => {
            if (refuse) throw new Error("SecurityError");
            return key === "vps-typeface" ? stored : null;
          },
        },
        { documentElement: { setAttribute: (name: string) => attributes.push(name) } },
      );
    run(null);
    expect(attributes).toEqual([]);
    run(null, true);
    expect(attributes).toEqual([]);
    run("1");
    expect(attributes).toEqual(["data-typeface"]);
  });
});

describe("fetchTypefaceForNextPage", () => {
  function fakeBrowser(loads: "ok" | "fails", stored: string | null = null) {
    const events: string[] = [];
    const store = new Map<string, string>(stored ? [[typefaceKey, stored]] : []);
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => {
        events.push(`remember ${key}=${value}`);
        store.set(key, value);
      },
    };
    class Face {
      readonly file: string;
      constructor(family: string, source: string) {
        this.file = `${family} ${source.includes("latin-ext") ? "latin-ext" : "latin"}`;
      }
      load() {
        events.push(`load ${this.file}`);
        return loads === "ok" ? Promise.resolve(this) : Promise.reject(new Error("offline"));
      }
    }
    return { events, storage, Face };
  }

  async function run(loads: "ok" | "fails", stored: string | null = null) {
    const fake = fakeBrowser(loads, stored);
    const original = globalThis.FontFace;
    globalThis.FontFace = fake.Face as unknown as typeof FontFace;
    try {
      await fetchTypefaceForNextPage(fake.storage, (next) => {
        fake.events.push("idle");
        next();
      });
    } finally {
      globalThis.FontFace = original;
    }
    return fake.events;
  }

  it("waits for the browser to be idle, fetches both files, then remembers it", async () => {
    expect(await run("ok")).toEqual([
      "idle",
      "load IBM Plex Sans latin",
      "load IBM Plex Sans latin-ext",
      "remember vps-typeface=1",
    ]);
  });

  it("fetches nothing when an earlier page did", async () => {
    expect(await run("ok", "1")).toEqual([]);
  });

  it("remembers nothing when a file cannot be had, so a later page tries again", async () => {
    expect(await run("fails")).toEqual([
      "idle",
      "load IBM Plex Sans latin",
      "load IBM Plex Sans latin-ext",
    ]);
  });

  it("does nothing where there is no FontFace or no storage (the server)", async () => {
    await expect(fetchTypefaceForNextPage(undefined)).resolves.toBeUndefined();
  });

  it("does nothing, and throws nothing, where reading localStorage itself throws (site data blocked)", async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    try {
      await expect(fetchTypefaceForNextPage()).resolves.toBeUndefined();
    } finally {
      if (original) Object.defineProperty(globalThis, "localStorage", original);
      else Reflect.deleteProperty(globalThis, "localStorage");
    }
  });
});
