import { describe, expect, it } from "vitest";
import { loadCatalogue } from "./catalogue-content.server.ts";

const itemFile = (id: string, order: number, name: string) =>
  `id: ${id}\norder: ${order}\nname: ${name}\nimg: /images/catalogue/transformer-oil.svg\nimgAlt: Drawing of an oil barrel and a bottle\nno: OIL-${order}\nsummary: ${name} from {company}.\ndeliveryTime: 2 days\nsupplyAbility: 500 Litres per Month\n`;
const oilsFile = (order: number) =>
  `kind: group\nid: oils\norder: ${order}\nname: Oils\nimg: /images/catalogue/transformer-oil.svg\nimgAlt: Drawing of an oil barrel and a bottle\nsummary: Oils from {address.city}.\nintro:\n  - Call {phone.sales}.\n`;
const files: Record<string, string> = {
  "/content/catalogue/oils/service.yaml": oilsFile(2),
  "/content/catalogue/oils/mineral-oil.yaml": itemFile("mineral-oil", 2, "Mineral Oil"),
  "/content/catalogue/oils/ester-oil.yaml": itemFile("ester-oil", 1, "Ester Oil"),
  "/content/catalogue/oils/oil-test-kit.yaml": itemFile("oil-test-kit", 7, "Oil Test Kit"),
  "/content/catalogue/sf6/service.yaml":
    "kind: item\nid: sf6\norder: 1\nname: SF6 Gas\nimg: /images/catalogue/sf6-cylinder.svg\nimgAlt: Drawing of an SF6 gas cylinder\nno: SF6-1\nsummary: SF6.\ndeliveryTime: 3 days\nsupplyAbility: 100 Cylinders per Month\nprice:\n  amount: 1200\n  unit: Kg\n",
};
const item = (id: string, no: string, name: string) => ({
  id,
  name,
  img: "/images/catalogue/transformer-oil.svg",
  imgAlt: "Drawing of an oil barrel and a bottle",
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
        imgAlt: "Drawing of an SF6 gas cylinder",
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
        imgAlt: "Drawing of an oil barrel and a bottle",
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
