import { describe, expect, it } from "vitest";
import { headlineFacts, termsBoxes } from "./item-facts.ts";
import type { CatalogueItem } from "./schema.ts";

const base: CatalogueItem = {
  id: "x",
  name: "X",
  img: "/images/catalogue/x.svg",
  imgAlt: "Drawing of something with enough words",
  no: "VPS-X-01",
  summary: "s",
  deliveryTime: "Crew on site within 48 hours",
  supplyAbility: "15 Jobs per Month",
  minimumOrderQuantity: "1 Job",
  paymentTerms: "50% advance",
};

describe("the facts of an item", () => {
  it("shows a product's trade terms under the specification's names", () => {
    expect(termsBoxes(base, "₹ 1,200 / Piece").map((box) => box.title)).toEqual([
      "Price And Quantity",
      "Trade Information",
    ]);
    expect(headlineFacts(base)).toEqual([
      ["Minimum order", "1 Job"],
      ["Delivery", "Crew on site within 48 hours"],
      ["Supply ability", "15 Jobs per Month"],
    ]);
  });

  it("shows a service's terms of the job, without minimum order or supply ability", () => {
    const service = { ...base, scope: "Filtration of the oil of one transformer on site." };
    const boxes = termsBoxes(service);
    expect(boxes.map((box) => box.title)).toEqual(["Terms of the job"]);
    expect(boxes[0]?.rows).toEqual([
      ["Time to start", "Crew on site within 48 hours"],
      ["Capacity", "15 Jobs per Month"],
      ["Payment terms", "50% advance"],
    ]);
    expect(headlineFacts(service).map(([label]) => label)).toEqual(["Time to start", "Capacity"]);
  });
});
