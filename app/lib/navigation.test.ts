import { describe, expect, it } from "vitest";
import { serviceGroups, splitCatalogue } from "./navigation.ts";

describe("the header's catalogue menus", () => {
  it("puts the company's work under Services and the rest under Products, transformer parts first", () => {
    const links = [
      { label: "Automobile", to: "/services/categories/automobile-electrical-components" },
      { label: "Repair", to: "/services/categories/transformer-repair-maintenance" },
      { label: "Cable lugs", to: "/services/categories/cable-lugs" },
      { label: "Parts", to: "/services/categories/transformers-transformer-parts" },
      { label: "Filtration", to: "/services/details/transformer-oil-filtration-services" },
    ];
    const { services, products } = splitCatalogue(links);
    expect(services.map((link) => link.label)).toEqual(["Repair", "Filtration"]);
    // An entry the menu does not know yet still appears, last.
    expect(products.map((link) => link.label)).toEqual(["Parts", "Automobile", "Cable lugs"]);
  });

  it("ends the Services menu with automation after the catalogue's services", () => {
    const groups = serviceGroups([{ label: "OLTC", to: "/services/categories/oltc" }]);
    expect(groups.map((group) => group.heading)).toEqual([
      "Transformer services",
      "Specialist transformer work",
      "Workshop and site services",
    ]);
    expect(groups[2]?.links.map((link) => link.to)).toEqual([
      "/services/categories/oltc",
      "/automation",
    ]);
    expect(groups[0]?.links.at(-1)).toEqual({
      label: "Annual Service Plans",
      to: "/service-plans",
    });
    expect(groups[1]?.links.map((link) => link.to)).toEqual([
      "/transformer/transformer1",
      "/transformer/transformer2",
      "/tools/oil-analysis",
      "/transformer/transformer3",
      "/transformer/transformer4",
      "/transformer/transformer5",
    ]);
  });
});
