/**
 * The catalogue's drawings, read straight from the files: content/catalogue/**.yaml names each
 * entry's picture (`img`) and says what it shows (`imgAlt`); public/images/catalogue/ holds the
 * drawings. A drawing may serve at most two entries, and only when they show the same object.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = path.resolve(import.meta.dirname, "../../..");
const contentDir = path.join(root, "content/catalogue");
const drawingsDir = path.join(root, "public/images/catalogue");
const prefix = "/images/catalogue/";

type Entry = { file: string; img: string; imgAlt: string };

const entries: Entry[] = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => name.split(path.sep).join("/"))
  .sort()
  .map((file) => {
    const data = parse(readFileSync(path.join(contentDir, file), "utf8")) as Record<
      string,
      unknown
    >;
    return { file, img: String(data.img), imgAlt: String(data.imgAlt) };
  });

const drawingFiles = readdirSync(drawingsDir)
  .filter((name) => name.endsWith(".svg"))
  .sort();

function entriesByImg(): Map<string, Entry[]> {
  const byImg = new Map<string, Entry[]>();
  for (const entry of entries) byImg.set(entry.img, [...(byImg.get(entry.img) ?? []), entry]);
  return byImg;
}

describe("the catalogue's drawings", () => {
  it("reads every catalogue file, each with an img and an imgAlt", () => {
    expect(entries).toHaveLength(81);
    for (const { file, img, imgAlt } of entries) {
      expect(img, file).toMatch(/^\/images\/catalogue\/[a-z0-9-]+\.svg$/);
      expect(imgAlt.length, `${file}: imgAlt`).toBeGreaterThanOrEqual(20);
      expect(imgAlt.length, `${file}: imgAlt`).toBeLessThanOrEqual(160);
      expect(imgAlt, file).toMatch(/^Drawing of /);
    }
  });

  it("uses no drawing for more than two entries, and shares only these six", () => {
    const byImg = entriesByImg();
    expect(byImg.size).toBe(75);
    const crowded = [...byImg].filter(([, users]) => users.length > 2).map(([img]) => img);
    expect(crowded).toEqual([]);
    const shared = Object.fromEntries(
      [...byImg]
        .filter(([, users]) => users.length === 2)
        .map(([img, users]) => [img, users.map((user) => user.file).sort()]),
    );
    expect(shared).toEqual({
      "/images/catalogue/breaker-vcb.svg": [
        "acb-vcb-repairing-services/service.yaml",
        "acb-vcb-repairing-services/vcb-overhauling-service.yaml",
      ],
      "/images/catalogue/vacuum-interrupter.svg": [
        "circuit-breaker-spare-parts/service.yaml",
        "circuit-breaker-spare-parts/vcb-vacuum-interrupter.yaml",
      ],
      "/images/catalogue/oltc.svg": [
        "oltc-repairing-services/oltc-overhauling-service.yaml",
        "oltc-repairing-services/service.yaml",
      ],
      "/images/catalogue/silica-gel-breather.svg": [
        "silica-gel/service.yaml",
        "silica-gel/silica-gel-breather.yaml",
      ],
      "/images/catalogue/temperature-indicator.svg": [
        "temprature-indicators/oil-temperature-indicator.yaml",
        "temprature-indicators/service.yaml",
      ],
      "/images/catalogue/radiator.svg": [
        "transformers-transformer-parts/service.yaml",
        "transformers-transformer-parts/transformer-radiator.yaml",
      ],
    });
  });

  it("gives the items that were sharing a picture of something else their own drawing", () => {
    const imgOf = (file: string) => entries.find((entry) => entry.file === file)?.img;
    expect(imgOf("silica-gel/orange-silica-gel.yaml")).toBe(`${prefix}orange-silica-gel.svg`);
    expect(imgOf("silica-gel/white-silica-gel.yaml")).toBe(`${prefix}white-silica-gel.svg`);
    expect(imgOf("silica-gel/blue-silica-gel.yaml")).toBe(`${prefix}blue-silica-gel.svg`);
    expect(imgOf("automobile-electrical-components/ignition-coil.yaml")).toBe(
      `${prefix}ignition-coil.svg`,
    );
    expect(imgOf("control-panel-repair-services/plc-panel-retrofit.yaml")).toBe(
      `${prefix}plc-panel.svg`,
    );
    expect(imgOf("transformers-transformer-parts/pressure-relief-valve.yaml")).toBe(
      `${prefix}pressure-relief-valve.svg`,
    );
  });

  it("points only at drawings that exist, and every drawing is used", () => {
    for (const { file, img } of entries) {
      expect(existsSync(path.join(drawingsDir, img.slice(prefix.length))), `${file}: ${img}`).toBe(
        true,
      );
    }
    const used = new Set(entries.map((entry) => entry.img.slice(prefix.length)));
    expect(drawingFiles.filter((name) => !used.has(name))).toEqual([]);
    expect(drawingFiles).toHaveLength(75);
  });

  it("describes each drawing with one text, and no two drawings with the same text", () => {
    const altsOfImg = new Map<string, Set<string>>();
    for (const { img, imgAlt } of entries) {
      altsOfImg.set(img, (altsOfImg.get(img) ?? new Set()).add(imgAlt));
    }
    const inconsistent = [...altsOfImg].filter(([, alts]) => alts.size !== 1).map(([img]) => img);
    expect(inconsistent).toEqual([]);
    const imgOfAlt = new Map<string, string>();
    for (const [img, alts] of altsOfImg) {
      for (const alt of alts) {
        expect(imgOfAlt.get(alt), `"${alt}" describes ${img} and another drawing`).toBeUndefined();
        imgOfAlt.set(alt, img);
      }
    }
    expect(imgOfAlt.size).toBe(75);
  });

  it.each(drawingFiles)("%s is a self-contained 480 × 360 drawing", (name) => {
    const svg = readFileSync(path.join(drawingsDir, name), "utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
    expect(svg).toContain('viewBox="0 0 480 360"');
    expect(svg).toContain('width="480" height="360"');
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/href="http/i);
    expect(svg).not.toMatch(/<(text|image|foreignObject)\b/);
    expect(svg).not.toMatch(/\bon[a-z]+=/i);
    for (const href of svg.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^#/);
    expect(Buffer.byteLength(svg)).toBeLessThan(5000);
  });

  it("has no two byte-identical drawings", () => {
    const byHash = new Map<string, string[]>();
    for (const name of drawingFiles) {
      const hash = createHash("sha256")
        .update(readFileSync(path.join(drawingsDir, name)))
        .digest("hex");
      byHash.set(hash, [...(byHash.get(hash) ?? []), name]);
    }
    expect([...byHash.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});
