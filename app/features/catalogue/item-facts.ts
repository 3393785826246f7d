/**
 * Which facts an item's page and its datasheet show, and under which names. A product keeps the
 * specification's trade terms (Price And Quantity, Trade Information); a service (an item with a
 * scope) is described by its scope, deliverables and the terms of the job instead: "Minimum Order
 * Quantity: 1 Job" says nothing to a plant engineer.
 */
import type { CatalogueItem } from "./schema.ts";

export type FactRows = [label: string, value: string][];

export type TermsBox = { id: string; title: string; rows: FactRows };

export function isService(item: Pick<CatalogueItem, "scope">): boolean {
  return Boolean(item.scope);
}

function present(rows: [string, string | undefined][]): FactRows {
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** The three or so lines under the summary, beside the enquiry button. */
export function headlineFacts(item: CatalogueItem): FactRows {
  if (isService(item))
    return present([
      ["Time to start", item.deliveryTime],
      ["Capacity", item.supplyAbility],
    ]);
  return present([
    ["Minimum order", item.minimumOrderQuantity],
    ["Delivery", item.deliveryTime],
    ["Supply ability", item.supplyAbility],
  ]);
}

/** The boxes of commercial facts; a box without a row is left out. */
export function termsBoxes(item: CatalogueItem, price?: string): TermsBox[] {
  const boxes: TermsBox[] = isService(item)
    ? [
        {
          id: "terms-of-the-job",
          title: "Terms of the job",
          rows: present([
            ["Time to start", item.deliveryTime],
            ["Capacity", item.supplyAbility],
            ["Payment terms", item.paymentTerms],
            ["Where we work", item.mainDomesticMarket],
            ["Price", price],
          ]),
        },
      ]
    : [
        {
          id: "price-and-quantity",
          title: "Price And Quantity",
          rows: present([
            ["Minimum Order Quantity", item.minimumOrderQuantity],
            ["Price", price],
          ]),
        },
        {
          id: "trade-information",
          title: "Trade Information",
          rows: present([
            ["Payment Terms", item.paymentTerms],
            ["Supply Ability", item.supplyAbility],
            ["Sample Available", item.sampleAvailable],
            ["Sample Policy", item.samplePolicy],
            ["Packaging Details", item.packagingDetails],
            ["Main Domestic Market", item.mainDomesticMarket],
            ["Main Export Market(s)", item.mainExportMarkets],
            ["Delivery Time", item.deliveryTime],
          ]),
        },
      ];
  return boxes.filter((box) => box.rows.length > 0);
}
