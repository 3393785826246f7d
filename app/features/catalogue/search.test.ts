import { describe, expect, it } from "vitest";
import { catalogue, createCatalogue, serviceHref } from "./catalogue.server";
import type { Service } from "./schema";

const tiny: Service[] = [
  {
    kind: "group",
    id: "oils",
    name: "Oils",
    img: "/images/catalogue/transformer-oil.svg",
    imgAlt: "Drawing of an oil barrel and a bottle",
    no: "3",
    summary: "Oils.",
    intro: ["Oils."],
    categories: [
      [
        {
          id: "mineral-oil",
          name: "Transformer Mineral Oil",
          img: "/x.svg",
          imgAlt: "Drawing used only by this test",
          no: "1",
          summary: "s",
          deliveryTime: "d",
          supplyAbility: "s",
        },
        {
          id: "ester-oil",
          name: "Natural Ester Oil",
          img: "/x.svg",
          imgAlt: "Drawing used only by this test",
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
          imgAlt: "Drawing used only by this test",
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
    imgAlt: "Drawing used only by this test",
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

  it("finds every match across the whole catalogue, in catalogue order", () => {
    // "oil" is also inside "Coil".
    expect(catalogue.search("oil").map((card) => card.name)).toEqual([
      "DGA & Transformer Oil Testing",
      "Oil Leakage Rectification & Gasket Replacement",
      "Magnetic Oil Level Gauge (MOG)",
      "Ignition Coil (12 V)",
      "VCB Closing Coil",
      "Breather Spares (Container, Oil Cup, Gaskets)",
      "Oil Temperature Indicator (OTI)",
      "OLTC Diverter Oil Filtration",
      "Transformer Oil Filtration Services",
      "Siemens 3AH VCB Tripping Coil",
      "Transformer Oil (IS 335)",
    ]);
    expect(catalogue.search(" GASKET").map((card) => card.href)).toEqual([
      "/services/details/transformer-oil-leak-rectification",
      "/services/details/breather-spares",
      "/services/details/transformer-gasket-kit",
    ]);
    expect(catalogue.search("transformer")).toHaveLength(19);
  });

  it("suggests close names for a misspelt keyword", () => {
    expect(catalogue.search("transfomer")).toEqual([]);
    expect(catalogue.suggestions("transfomer").map((card) => card.id)).toEqual([
      "transformer-overhauling-service",
      "transformer-rewinding-service",
      "refurbished-distribution-transformer",
      "transformer-gasket-kit",
      "transformer-installation-services",
      "transformer-breakdown-repair",
    ]);
    expect(catalogue.search("gaskit")).toEqual([]);
    expect(catalogue.suggestions("gaskit").map((card) => card.name)).toEqual([
      "Transformer Gasket Kit",
      "Oil Leakage Rectification & Gasket Replacement",
      "Breather Spares (Container, Oil Cup, Gaskets)",
    ]);
    expect(catalogue.suggestions("buchholz rely").map((card) => card.id)).toEqual([
      "buchholz-relay",
    ]);
    expect(small.suggestions("minral oil").map((card) => card.id)).toContain("mineral-oil");
    expect(small.suggestions("x")).toEqual([]);
  });
});
