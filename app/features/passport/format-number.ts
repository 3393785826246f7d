/** Numbers as the passport's pages print them: Indian grouping, up to three decimals, a true minus. */
const shown = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });

export function formatNumber(value: number): string {
  return shown.format(value).replace(/^-/, "−");
}
