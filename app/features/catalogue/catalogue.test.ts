import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue, createCatalogue, serviceHref } from "./catalogue.server";
import { catalogue as data } from "./catalogue-data";
import { formatPrice } from "./format";
import { catalogueSchema, type Service } from "./schema";

const publicDir = path.join(import.meta.dirname, "../../../public");

describe("the catalogue data", () => {
  it("passes the schema", () => {
    const result = catalogueSchema.safeParse(data);
    const problems = result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(problems).toEqual([]);
  });

  it("has unique ids across services and items", () => {
    const ids = [
      ...data.map((service) => service.id),
      ...catalogue.entries.map((entry) => entry.item.id),
    ];
    const groupIds = data
      .filter((service) => service.kind === "group")
      .map((service) => service.id);
    const unique = new Set(ids);
    // A single-item service is both a service and an item: it appears twice by design.
    expect(unique.size).toBe(groupIds.length + catalogue.entries.length);
  });

  it("points only at pictures that exist", () => {
    for (const service of data)
      expect(existsSync(path.join(publicDir, service.img)), service.img).toBe(true);
    for (const { item } of catalogue.entries) {
      expect(existsSync(path.join(publicDir, item.img)), `${item.id}: ${item.img}`).toBe(true);
    }
  });

  it("keeps each group's `no` equal to its number of items", () => {
    for (const service of data) {
      if (service.kind === "group")
        expect(service.no, service.id).toBe(String(service.categories.flat().length));
    }
  });

  it("holds every top-level service the specification names, with its slugs", () => {
    const ids = data.map((service) => service.id);
    for (const id of [
      "transformer-repair-maintenance",
      "acb-vcb-repairing-services",
      "transformers-transformer-parts",
      "automobile-electrical-components",
      "circuit-breaker-spare-parts",
      "silica-gel",
      "temprature-indicators",
    ]) {
      expect(ids).toContain(id);
    }
    const names = data.map((service) => service.name);
    for (const name of [
      "Transformer Repair & Maintenance",
      "Temperature Indicators",
      "OLTC Repairing Services",
      "Control Panel Repair Services",
      "Sulfur Hexafluoride Gas",
      "Transformer Oil Filtration Services",
      "Transformers Spares",
      "Transformer Installation Services",
    ]) {
      expect(names).toContain(name);
    }
    expect(names.some((name) => /VCB Tripping Coil/.test(name))).toBe(true);
    expect(data).toHaveLength(14);
    const repair = data.find((service) => service.id === "transformer-repair-maintenance");
    expect(repair?.kind === "group" && repair.categories).toHaveLength(4);
    expect(data.some((service) => service.kind === "item")).toBe(true);
  });

  it("has at least 60 items, prices only in rupees and never zero", () => {
    expect(catalogue.entries.length).toBeGreaterThanOrEqual(60);
    for (const { item } of catalogue.entries)
      if (item.price) expect(item.price.amount).toBeGreaterThan(0);
  });
});

const tiny: Service[] = [
  {
    kind: "group",
    id: "oils",
    name: "Oils",
    img: "/images/catalogue/transformer-oil.svg",
    no: "3",
    summary: "Oils.",
    intro: ["Oils."],
    categories: [
      [
        {
          id: "mineral-oil",
          name: "Transformer Mineral Oil",
          img: "/x.svg",
          no: "1",
          summary: "s",
          deliveryTime: "d",
          supplyAbility: "s",
        },
        {
          id: "ester-oil",
          name: "Natural Ester Oil",
          img: "/x.svg",
          no: "2",
          summary: "s",
          deliveryTime: "d",
          supplyAbility: "s",
        },
      ],
      [
        {
          id: "oil-test-kit",
          name: "BDV Oil Test Kit",
          img: "/x.svg",
          no: "3",
          summary: "s",
          deliveryTime: "d",
          supplyAbility: "s",
        },
      ],
    ],
  },
  {
    kind: "item",
    id: "sf6",
    name: "SF6 Gas",
    img: "/x.svg",
    no: "4",
    summary: "s",
    deliveryTime: "d",
    supplyAbility: "s",
  },
];

describe("the card link rule", () => {
  it("links a service with categories to its category page, any other to its details", () => {
    expect(serviceHref(tiny[0] as Service)).toBe("/services/categories/oils");
    expect(serviceHref(tiny[1] as Service)).toBe("/services/details/sf6");
    const cards = createCatalogue(tiny).serviceCards();
    expect(cards[0]?.rows.map((row) => row.map((link) => link.href))).toEqual([
      ["/services/details/mineral-oil", "/services/details/ester-oil"],
      ["/services/details/oil-test-kit"],
    ]);
    expect(cards[1]?.rows).toEqual([]);
  });
});

describe("search", () => {
  const small = createCatalogue(tiny);

  it("trims the keyword and matches a case-insensitive substring of the item name", () => {
    expect(small.search("  OIL ").map((card) => card.id)).toEqual([
      "mineral-oil",
      "ester-oil",
      "oil-test-kit",
    ]);
    expect(small.search("ester").map((card) => card.id)).toEqual(["ester-oil"]);
    expect(small.search("sf6").map((card) => card.id)).toEqual(["sf6"]);
  });

  it("does not match group names, only item names, and finds nothing for a blank keyword", () => {
    expect(small.search("oils")).toEqual([]);
    expect(small.search("   ")).toEqual([]);
  });

  it("counts every match across the whole catalogue", () => {
    const transformer = catalogue.search("transformer");
    const expected = catalogue.entries.filter((entry) =>
      /transformer/i.test(entry.item.name),
    ).length;
    expect(transformer).toHaveLength(expected);
    expect(expected).toBeGreaterThan(5);
  });

  it("suggests close names for a misspelt keyword", () => {
    expect(catalogue.search("transfomer")).toEqual([]);
    const suggestions = catalogue.suggestions("transfomer");
    expect(suggestions.length).toBeGreaterThan(0);
    for (const card of suggestions) expect(card.name.toLowerCase()).toContain("transformer");
    expect(small.suggestions("minral oil").map((card) => card.id)).toContain("mineral-oil");
    expect(small.suggestions("x")).toEqual([]);
  });
});

describe("formatPrice", () => {
  it("writes rupees with Indian digit grouping", () => {
    expect(formatPrice({ amount: 125000, unit: "Set" })).toBe("₹ 1,25,000 / Set");
    expect(formatPrice({ amount: 380, unit: "Kg" })).toBe("₹ 380 / Kg");
  });
});
