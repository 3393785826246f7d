import type { Price } from "./schema.ts";

/** "₹ 7,800 / Piece": Indian digit grouping, rupees, excluding GST. */
export function formatPrice(price: Price): string {
  const amount = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }).format(price.amount);
  return `₹ ${amount} / ${price.unit}`;
}
