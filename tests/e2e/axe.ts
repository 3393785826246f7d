import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Every axe-core rule on the page as it stands, each violation as one line: the rule, its help
 * and the elements that break it. Only violations are itemised (`resultTypes`): axe then lists
 * one element, not every one, for the rules a page passes, which was most of its work and of
 * the JSON it sends back on a long page.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
