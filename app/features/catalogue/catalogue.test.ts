import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue, createCatalogue, serviceHref } from "./catalogue.server";
import { catalogueServices as data, loadCatalogue } from "./catalogue-content.server";
import { formatPrice } from "./format";
import { catalogueSchema, type Service } from "./schema";

const publicDir = path.join(import.meta.dirname, "../../../public");

describe("the catalogue, as loaded from content/catalogue", () => {
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

const itemFile = (id: string, order: number, name: string) =>
  `id: ${id}\norder: ${order}\nname: ${name}\nimg: /images/catalogue/transformer-oil.svg\nno: OIL-${order}\nsummary: ${name} from {company}.\ndeliveryTime: 2 days\nsupplyAbility: 500 Litres per Month\n`;
const oilsFile = (order: number) =>
  `kind: group\nid: oils\norder: ${order}\nname: Oils\nimg: /images/catalogue/transformer-oil.svg\nsummary: Oils from {address.city}.\nintro:\n  - Call {phone.sales}.\n`;
const files: Record<string, string> = {
  "/content/catalogue/oils/service.yaml": oilsFile(2),
  "/content/catalogue/oils/mineral-oil.yaml": itemFile("mineral-oil", 2, "Mineral Oil"),
  "/content/catalogue/oils/ester-oil.yaml": itemFile("ester-oil", 1, "Ester Oil"),
  "/content/catalogue/oils/oil-test-kit.yaml": itemFile("oil-test-kit", 7, "Oil Test Kit"),
  "/content/catalogue/sf6/service.yaml":
    "kind: item\nid: sf6\norder: 1\nname: SF6 Gas\nimg: /images/catalogue/sf6-cylinder.svg\nno: SF6-1\nsummary: SF6.\ndeliveryTime: 3 days\nsupplyAbility: 100 Cylinders per Month\nprice:\n  amount: 1200\n  unit: Kg\n",
};
const item = (id: string, no: string, name: string) => ({
  id,
  name,
  img: "/images/catalogue/transformer-oil.svg",
  no,
  summary: `${name} from Vidyut Power Solutions.`,
  deliveryTime: "2 days",
  supplyAbility: "500 Litres per Month",
});

describe("the catalogue's content files", () => {
  it("orders services and items by `order`, counts and pairs the items, fills the tokens", () => {
    expect(loadCatalogue(files)).toStrictEqual([
      {
        kind: "item",
        id: "sf6",
        name: "SF6 Gas",
        img: "/images/catalogue/sf6-cylinder.svg",
        no: "SF6-1",
        summary: "SF6.",
        deliveryTime: "3 days",
        supplyAbility: "100 Cylinders per Month",
        price: { amount: 1200, unit: "Kg" },
      },
      {
        kind: "group",
        id: "oils",
        name: "Oils",
        img: "/images/catalogue/transformer-oil.svg",
        no: "3",
        summary: "Oils from Vadodara.",
        intro: ["Call +91 91234 56789."],
        categories: [
          [item("ester-oil", "OIL-1", "Ester Oil"), item("mineral-oil", "OIL-2", "Mineral Oil")],
          [item("oil-test-kit", "OIL-7", "Oil Test Kit")],
        ],
      },
    ]);
  });

  const ester = "/content/catalogue/oils/ester-oil.yaml";
  const esterText = itemFile("ester-oil", 1, "Ester Oil");
  it.each([
    [
      "a missing field",
      ester,
      esterText.replace("name: Ester Oil\n", ""),
      /^content\/catalogue\/oils\/ester-oil\.yaml: name: /m,
    ],
    [
      "a wrong type",
      ester,
      esterText.replace("order: 1", "order: first"),
      /^content\/catalogue\/oils\/ester-oil\.yaml: order: .*number/m,
    ],
    [
      "a wrong nested type",
      "/content/catalogue/sf6/service.yaml",
      files["/content/catalogue/sf6/service.yaml"]?.replace("1200", '"1,200"'),
      /^content\/catalogue\/sf6\/service\.yaml: price\.amount: /m,
    ],
    [
      "a misspelt field",
      ester,
      esterText.replace("deliveryTime:", "deliveryTme:"),
      /^content\/catalogue\/oils\/ester-oil\.yaml: .*"deliveryTme"/m,
    ],
    [
      "a file name that differs from its id",
      ester,
      esterText.replace("id: ester-oil", "id: natural-ester-oil"),
      'content/catalogue/oils/ester-oil.yaml: id: "natural-ester-oil" must equal the file name ("ester-oil")',
    ],
    [
      "a folder that differs from its service's id",
      "/content/catalogue/oils/service.yaml",
      oilsFile(2).replace("id: oils", "id: oil"),
      'content/catalogue/oils/service.yaml: id: "oil" must equal its folder ("oils")',
    ],
    [
      "an order used twice",
      ester,
      esterText.replace("order: 1", "order: 2"),
      "content/catalogue/oils/mineral-oil.yaml: order: 2 is also the order of content/catalogue/oils/ester-oil.yaml",
    ],
    [
      "an item beside a single-item service",
      "/content/catalogue/sf6/sf6-valve.yaml",
      itemFile("sf6-valve", 1, "Valve"),
      /^content\/catalogue\/sf6\/sf6-valve\.yaml: the service sf6 is a single item/,
    ],
  ])("rejects %s, naming the file and the field", (_case, file, text, message) => {
    expect(() => loadCatalogue({ ...files, [file]: text ?? "" })).toThrow(message);
  });

  it("rejects a folder without service.yaml and an item id used twice", () => {
    const { "/content/catalogue/oils/service.yaml": _service, ...withoutService } = files;
    expect(() => loadCatalogue(withoutService)).toThrow(
      "content/catalogue/oils/ester-oil.yaml: its folder has no service.yaml",
    );
    const twice = {
      ...files,
      "/content/catalogue/more/service.yaml": oilsFile(3).replace("oils", "more"),
      "/content/catalogue/more/ester-oil.yaml": esterText,
    };
    expect(() => loadCatalogue(twice)).toThrow(
      'content/catalogue/more/ester-oil.yaml: id: "ester-oil" is also the id of content/catalogue/oils/ester-oil.yaml',
    );
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

describe("formatPrice", () => {
  it("writes rupees with Indian digit grouping", () => {
    expect(formatPrice({ amount: 125000, unit: "Set" })).toBe("₹ 1,25,000 / Set");
    expect(formatPrice({ amount: 380, unit: "Kg" })).toBe("₹ 380 / Kg");
  });
});
