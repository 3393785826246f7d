/**
 * Share cards: a 1200 × 630 PNG for every prerendered page of the sitemap, written to
 * build/client/og/<path>.png (the name comes from app/lib/seo/share-card.ts, which the pages'
 * meta tags read too). Link previews on WhatsApp, LinkedIn and X show PNG but not SVG. Each card
 * is drawn from the page's prerendered HTML: its title, its description and the drawing at the
 * top of the page. Satori lays the card out as SVG (text as outlines, IBM Plex Sans from npm) and
 * resvg rasterises it.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { type ResvgRenderOptions, renderAsync } from "@resvg/resvg-js";
import { createElement as h, type ReactNode } from "react";
import satori, { type Font } from "satori";
import { company } from "#app/lib/company.ts";
import { shareCardPath, shareCardSize } from "#app/lib/seo/share-card.ts";
import {
  cardFromHtml,
  keepLastWordsTogether,
  type ShareCard,
  shortLine,
  titleSize,
} from "./og-images/card-text.ts";
import type { BuiltPage } from "./sitemap.ts";

const colors = {
  navy: "#0a1a2f",
  amber: "#f2a900",
  text: "#ffffff",
  muted: "#c3d0e4",
  paper: "#f5f7fa",
};

const padding = 64;
const gap = 48;
const drawingBox = { width: 420, height: 400 };
const markSize = 300;
const logoSize = 56;

const require = createRequire(import.meta.url);

async function fontFile(weight: 400 | 600, subset: "latin" | "latin-ext"): Promise<Font> {
  const file = require.resolve(
    `@fontsource/ibm-plex-sans/files/ibm-plex-sans-${subset}-${weight}-normal.woff`,
  );
  return { name: "IBM Plex Sans", data: await readFile(file), weight, style: "normal" };
}

let fontsLoading: Promise<Font[]> | undefined;
const fonts = () => {
  fontsLoading ??= Promise.all([
    fontFile(400, "latin"),
    fontFile(600, "latin"),
    fontFile(400, "latin-ext"),
    fontFile(600, "latin-ext"),
  ]);
  return fontsLoading;
};

// resvg renders on libuv's thread pool, so one card is rasterised while Satori lays out the next.
const render = (svg: Buffer | string, options: ResvgRenderOptions) => renderAsync(svg, options);

/** An SVG drawn as a PNG data URL `width` pixels wide, with its height. */
async function rasterise(svg: Buffer | string, width: number) {
  const image = await render(svg, { fitTo: { mode: "width", value: width } });
  return {
    src: `data:image/png;base64,${image.asPng().toString("base64")}`,
    width: image.width,
    height: image.height,
  };
}

const logoFile = path.resolve(import.meta.dirname, "..", "public", "logo.svg");
let logos: Promise<{ small: string; mark: string }> | undefined;
/** The company's logo as data URLs: beside its name, and large where a page has no drawing. */
const logo = () => {
  logos ??= readFile(logoFile).then(async (svg) => ({
    small: (await rasterise(svg, logoSize)).src,
    mark: (await rasterise(svg, markSize)).src,
  }));
  return logos;
};

function cardLayout(
  card: ShareCard,
  logoImage: string,
  picture: { node: ReactNode; width: number },
): ReactNode {
  const { width, height } = shareCardSize;
  const columnWidth = width - 2 * padding - gap - picture.width;
  return h(
    "div",
    {
      style: {
        width,
        height,
        display: "flex",
        flexDirection: "column",
        backgroundColor: colors.navy,
        color: colors.text,
        fontFamily: "IBM Plex Sans",
      },
    },
    h(
      "div",
      { style: { display: "flex", flex: 1, padding: `56px ${padding}px 48px`, gap } },
      h(
        "div",
        { style: { display: "flex", flexDirection: "column", width: columnWidth } },
        h(
          "div",
          { style: { display: "flex", alignItems: "center", gap: 18 } },
          h("img", { src: logoImage, width: logoSize, height: logoSize }),
          h(
            "span",
            { style: { fontSize: 30, fontWeight: 600, letterSpacing: 0.3 } },
            company.shortName,
          ),
        ),
        h(
          "div",
          {
            style: {
              display: "flex",
              flexDirection: "column",
              justifyContent: "center",
              flex: 1,
              paddingTop: 24,
            },
          },
          h(
            "div",
            {
              style: {
                fontSize: titleSize(card.title, columnWidth),
                fontWeight: 600,
                lineHeight: 1.12,
                lineClamp: 3,
              },
            },
            keepLastWordsTogether(card.title),
          ),
          card.line
            ? h(
                "div",
                {
                  style: {
                    marginTop: 24,
                    fontSize: 26,
                    lineHeight: 1.4,
                    color: colors.muted,
                    lineClamp: 3,
                  },
                },
                shortLine(card.line),
              )
            : null,
        ),
      ),
      picture.node,
    ),
    h("div", { style: { height: 14, backgroundColor: colors.amber } }),
  );
}

/** One card as a PNG. `drawing` is the SVG of the page's drawing, if it has one. */
export async function renderCard(card: ShareCard, drawing?: Buffer): Promise<Buffer> {
  const logoImages = await logo();
  let picture: { node: ReactNode; width: number };
  if (drawing) {
    const image = await rasterise(drawing, drawingBox.width);
    const scale = Math.min(1, drawingBox.height / image.height);
    picture = {
      width: drawingBox.width,
      node: h(
        "div",
        { style: { display: "flex", alignItems: "center", width: drawingBox.width } },
        h("img", {
          src: image.src,
          width: Math.round(image.width * scale),
          height: Math.round(image.height * scale),
          style: { borderRadius: 16, backgroundColor: colors.paper },
        }),
      ),
    };
  } else {
    picture = {
      width: markSize,
      node: h(
        "div",
        { style: { display: "flex", alignItems: "center", width: markSize } },
        h("img", { src: logoImages.mark, width: markSize, height: markSize }),
      ),
    };
  }
  const svg = await satori(cardLayout(card, logoImages.small, picture), {
    ...shareCardSize,
    fonts: await fonts(),
  });
  return (await render(svg, { fitTo: { mode: "original" } })).asPng();
}

/**
 * Draws the card of each page into `<clientDir>/og/`. Returns the files written, their total size
 * in bytes and the time taken.
 */
export async function writeShareCards(
  clientDir: string,
  pages: BuiltPage[],
): Promise<{ files: string[]; bytes: number; ms: number }> {
  const started = performance.now();
  const outDir = path.join(clientDir, "og");
  const files: string[] = [];
  let bytes = 0;
  const queue = [...pages];
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const file = path.join(clientDir, shareCardPath(page.url));
      if (!file.startsWith(`${outDir}${path.sep}`))
        throw new Error(`share card outside og/: ${page.url}`);
      const card = cardFromHtml(page.html);
      const drawing = card.drawing ? await readFile(path.join(clientDir, card.drawing)) : undefined;
      const png = await renderCard(card, drawing);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, png);
      files.push(file);
      bytes += png.length;
    }
  };
  // Four cards in flight keep two cores busy: Satori on the main thread, resvg on the pool.
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files, bytes, ms: performance.now() - started };
}
