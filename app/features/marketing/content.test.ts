import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Block, Illustration, MarketingPage } from "~/ui/content-types";
import { contactPage } from "./content/contact";
import { aboutTeaser, heroSlides, serviceCards } from "./content/home";
import { testimonials } from "./content/testimonials";
import { marketingPages } from "./marketing-pages.server";

const pages = [...marketingPages.values()].map((entry) => entry.page);
const publicDir = path.join(import.meta.dirname, "../../../public");

function blockTexts(block: Block): string[] {
  switch (block.kind) {
    case "prose":
      return block.paragraphs;
    case "cards":
      return [block.intro ?? "", ...block.cards.map((card) => card.text)];
    case "list":
      return [block.intro ?? "", ...block.items.map((item) => item.text)];
    case "steps":
      return [block.intro ?? "", ...block.steps.map((step) => step.text)];
    case "facts":
      return [];
    case "cta":
      return [block.text];
  }
}

function pageTexts(page: MarketingPage): string[] {
  return [page.lead, ...page.blocks.flatMap(blockTexts)].filter(Boolean);
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/).length >= 8);
}

function pictures(page: MarketingPage): Illustration[] {
  const fromBlocks = page.blocks.flatMap((block) =>
    block.kind === "prose" && block.image
      ? [block.image]
      : block.kind === "cards"
        ? block.cards.flatMap((card) => (card.image ? [card.image] : []))
        : [],
  );
  return [...(page.hero ? [page.hero] : []), ...fromBlocks];
}

describe("marketing copy", () => {
  it("gives every page its own path, title and description of search-snippet length", () => {
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });

  it("never repeats a sentence from one page on another", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const page of pages) {
      for (const sentence of new Set(pageTexts(page).flatMap(sentences))) {
        const first = seen.get(sentence);
        if (first && first !== page.path) repeats.push(`${first} and ${page.path}: ${sentence}`);
        seen.set(sentence, first ?? page.path);
      }
    }
    expect(repeats).toEqual([]);
  });

  it("uses only pictures that exist, each with alt text and a size", () => {
    const all = [
      ...pages.flatMap(pictures),
      ...heroSlides.map((slide) => slide.image),
      ...serviceCards.map((card) => card.image),
    ];
    for (const picture of all) {
      expect(existsSync(path.join(publicDir, picture.src)), picture.src).toBe(true);
      expect(picture.alt.length, picture.src).toBeGreaterThan(10);
      expect(picture.width * picture.height).toBeGreaterThan(0);
    }
  });

  it("states the experience both ways the specification gives it", () => {
    const everything = [
      ...pages.flatMap(pageTexts),
      ...aboutTeaser.paragraphs,
      ...pages.map((page) => page.description),
    ].join(" ");
    expect(everything).toMatch(/over a decade/i);
    expect(everything).toMatch(/15\+ years/);
  });

  it("has exactly what the home page and contact page need", () => {
    expect(heroSlides).toHaveLength(5);
    expect(testimonials).toHaveLength(5);
    expect(serviceCards.map((card) => card.link)).toEqual([
      "/transformer/fieldservice",
      "/transformer/refurbishmentandoverhauling",
      "/transformer/repaireandmaintainance",
      "/transformer/hvlvtesting",
    ]);
    expect(contactPage.benefits.map((benefit) => benefit.title)).toEqual([
      "Expertise and Specialization",
      "Reliable Support",
      "Industry Coverage",
      "Transformer Rental Services",
    ]);
  });

  it("ends every page with an invitation to get in touch", () => {
    for (const page of pages) {
      const cta = page.blocks.filter((block) => block.kind === "cta");
      expect(cta.length, page.path).toBeGreaterThan(0);
    }
  });
});
