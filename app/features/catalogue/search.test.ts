import { describe, expect, it } from "vitest";
import { catalogue, createCatalogue, serviceHref } from "./catalogue.server.ts";
import type { Service } from "./schema.ts";

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

  it("finds every name that contains the keyword, and only names", () => {
    expect(catalogue.search("transformer")).toHaveLength(19);
    // "Silica" is in the description of the AMC, whose name does not have it.
    expect(catalogue.search("silica").map((card) => card.id)).not.toContain("transformer-amc");
  });

  it("lists names that start with the keyword, then whole words, then matches inside a word", () => {
    // Starts with "Oil"; "Oil" as a word; "oil" inside "Coil". Each group in catalogue order.
    expect(catalogue.search("oil").map((card) => card.name)).toEqual([
      "Oil Leakage Rectification & Gasket Replacement",
      "Oil Temperature Indicator (OTI)",
      "DGA & Transformer Oil Testing",
      "Magnetic Oil Level Gauge (MOG)",
      "Breather Spares (Container, Oil Cup, Gaskets)",
      "OLTC Diverter Oil Filtration",
      "Transformer Oil Filtration Services",
      "Transformer Oil (IS 335)",
      "Ignition Coil (12 V)",
      "VCB Closing Coil",
      "Siemens 3AH VCB Tripping Coil",
    ]);
    expect(catalogue.search("Coil").map((card) => card.name)).toEqual([
      "Ignition Coil (12 V)",
      "VCB Closing Coil",
      "Siemens 3AH VCB Tripping Coil",
    ]);
    expect(catalogue.search("VCB").map((card) => card.name)).toEqual([
      "VCB Overhauling Service",
      "VCB Spring Charging Motor",
      "VCB Closing Coil",
      "MOCB to VCB Retrofitting",
      "Vacuum Interrupter for VCB",
      "Auxiliary Switch for ACB / VCB",
      "Siemens 3AH VCB Tripping Coil",
    ]);
    expect(catalogue.search("silica").map((card) => card.name)).toEqual([
      "Silica Gel Breather for Transformers",
      "Silica Gel Desiccant Pouches",
      "Blue Silica Gel (Indicating)",
      "Orange Silica Gel (Cobalt-Free Indicating)",
      "White Silica Gel (Non-Indicating)",
      "Breather Silica Gel Replacement Service",
    ]);
    expect(catalogue.search("relay").map((card) => card.name)).toEqual([
      "Buchholz Relay (Gas Operated Relay)",
      "RTCC Panel & AVR Relay Repair",
      "Protection Relay Testing",
    ]);
    expect(catalogue.search(" GASKET").map((card) => card.href)).toEqual([
      "/services/details/transformer-oil-leak-rectification",
      "/services/details/transformer-gasket-kit",
      "/services/details/breather-spares",
    ]);
    expect(catalogue.search("transformer oil").map((card) => card.name)).toEqual([
      "Transformer Oil Filtration Services",
      "Transformer Oil (IS 335)",
      "DGA & Transformer Oil Testing",
    ]);
  });

  it("puts the item whose whole name is the keyword first", () => {
    expect(catalogue.search("protection relay testing").map((card) => card.name)).toEqual([
      "Protection Relay Testing",
    ]);
    expect(catalogue.search("transformer oil (is 335)").map((card) => card.name)).toEqual([
      "Transformer Oil (IS 335)",
    ]);
    expect(catalogue.search("sulfur hexafluoride gas").map((card) => card.id)).toEqual([
      "sulfur-hexafluoride-gas",
    ]);
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

  it("leads the words engineers search by to the items they mean, the search itself unchanged", () => {
    expect(catalogue.search("tap changer")).toEqual([]);
    const oltc = catalogue.suggestions("on load tap changer").map((card) => card.name);
    expect(oltc.length).toBeGreaterThan(3);
    for (const name of oltc) expect(name).toMatch(/^OLTC /);
    expect(catalogue.suggestions("SF6")[0]?.name).toBe("Sulfur Hexafluoride Gas");
    expect(
      catalogue
        .suggestions("transformer rental")
        .slice(0, 2)
        .map((card) => card.name),
    ).toEqual(["Distribution Transformer on Rent", "Mobile Substation on Rent"]);
    expect(catalogue.suggestions("BDV")[0]?.name).toBe("DGA & Transformer Oil Testing");
  });

  it("leads an electrical test, which no item lists, to the HV and LV testing page", () => {
    expect(catalogue.suggestionLinks("tan delta")).toEqual([
      { label: "HV and LV Electrical Testing", to: "/transformer/hvlvtesting" },
    ]);
    expect(catalogue.suggestionLinks("SFRA test")[0]).toEqual({
      label: "HV and LV Electrical Testing",
      to: "/transformer/hvlvtesting",
    });
  });
});
