import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import type { Block, Illustration, MarketingPage } from "#app/ui/content-types.ts";
import { loadTestimonials } from "./content-loader.ts";
import { contactPage, homeContent, testimonials } from "./marketing-content.server.ts";
import { pageFiles, testimonialFiles } from "./marketing-files.server.ts";
import { marketingEntries, marketingPages } from "./marketing-pages.server.ts";

const pages = [...marketingPages.values()].map((entry) => entry.page);
const { aboutTeaser, heroSlides, serviceCards } = homeContent;
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

  it("has a page file for every route that shows the marketing page, and a route for every file", () => {
    // The rental page has a route of its own (the fleet, rendered per request) around its copy.
    const marketingRoutes = routes.filter(
      (route) =>
        route.file === "routes/marketing-page.tsx" ||
        route.file === "routes/transformer-rental.tsx",
    );
    expect(marketingRoutes.map((route) => route.id).sort()).toEqual(
      Object.keys(pageFiles)
        .map((file) => path.basename(file, ".yaml"))
        .filter((id) => id !== "company-whatclientsay")
        .sort(),
    );
    const routePaths = new Set(routes.map((route) => `/${route.path}`));
    for (const page of pages) expect(routePaths.has(page.path), page.path).toBe(true);
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

  it("fills in the company's details from app/lib/company.ts", () => {
    expect(contactPage.lead).toContain("+91 98765 43210");
    expect(contactPage.mapTitle).toBe(
      "Map of Vidyut Power Solutions, Plot 214, GIDC Estate, Makarpura, Vadodara, Gujarat 390010",
    );
    expect(JSON.stringify([pages, homeContent, contactPage, testimonials])).not.toMatch(/\{\w/);
  });

  it("has exactly what the home page and contact page need", () => {
    expect(heroSlides).toHaveLength(5);
    expect(testimonials).toHaveLength(5);
    expect(testimonials[0]?.name).toBe("Sanjay Kulkarni");
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

describe("content files", () => {
  const aboutFile = "/content/pages/aboutus.yaml";
  const about = pageFiles[aboutFile] as string;
  const withAbout = (text: string) => ({ ...pageFiles, [aboutFile]: text });

  it("rejects a broken page file with a message naming the file and the field", () => {
    const broken = about.replace("heading: The people behind the work", "headng: The People");
    expect(broken).not.toBe(about);
    expect(() => marketingEntries(withAbout(broken))).toThrow(
      /^content\/pages\/aboutus\.yaml: blocks\.2: Unrecognized key: "headng"/m,
    );
    const empty = about.replace(/^title: About Us$/m, "title: ''");
    expect(() => marketingEntries(withAbout(empty))).toThrow(
      "content/pages/aboutus.yaml: title: must not be empty",
    );
    expect(() => marketingEntries(withAbout(`${about}\nblocks: [{ kind: poem }]\n`))).toThrow(
      /^content\/pages\/aboutus\.yaml: not valid YAML/,
    );
  });

  it("rejects a company token that app/lib/company.ts does not fill", () => {
    const misspelt = about.replace("{company.full}", "{company.fulll}");
    expect(() => marketingEntries(withAbout(misspelt))).toThrow(
      "content/pages/aboutus.yaml: lead: unknown token {company.fulll}",
    );
  });

  it("needs a file for every page and a page for every file", () => {
    const { [aboutFile]: _, ...withoutAbout } = pageFiles;
    expect(() => marketingEntries(withoutAbout)).toThrow(
      "content/pages/aboutus.yaml: the file is missing",
    );
    expect(() =>
      marketingEntries({ ...pageFiles, "/content/pages/company-history.yaml": about }),
    ).toThrow(/^content\/pages\/company-history\.yaml: "company-history" is not a marketing page/);
  });

  it("orders the testimonials by their order field, which must be unique", () => {
    const files = Object.entries(testimonialFiles);
    const [first, second] = files.map(([, text]) => /^order: (\d+)$/m.exec(text)?.[1]);
    expect(first).not.toBe(second);
    const clash = Object.fromEntries(
      files.map(([file, text], index) => [
        file,
        index === 1 ? text.replace(/^order: \d+$/m, `order: ${first}`) : text,
      ]),
    );
    expect(() => loadTestimonials(clash)).toThrow(/^content\/testimonials\/.+: order: \d+ is also/);
  });
});
