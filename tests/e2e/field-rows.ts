/**
 * Whether the fields of a form that stand side by side line up: in each row, their labels start
 * at one height and so do their controls, whatever the hints above some of them. A field is a
 * labelled control (its label's box and the control's), or a group of radio buttons or
 * checkboxes (its name's box and its first option's). Fields are compared within their own form
 * or group, and only with the fields beside them (overlapping in height, apart in width). A
 * control that spills out of its form on the right (a date box wider than a narrow column) is
 * reported too.
 */
import type { Page } from "@playwright/test";

/** Each row of fields in `page` whose labels or controls do not line up, described. */
export function misalignedRows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Field = { name: string; scope: Element; label: DOMRect; control: DOMRect };
    const shown = (box: DOMRect) => box.width > 2 && box.height > 2;
    const fields: Field[] = [];
    const spilled: string[] = [];
    const scopeOf = (element: Element) =>
      element.parentElement?.closest("form, fieldset, [role=group]") ?? document.body;
    for (const control of document.querySelectorAll<HTMLElement>(
      "main input:not([type=hidden]):not([type=radio]):not([type=checkbox]), main select, main textarea",
    )) {
      const label = (control as HTMLInputElement).labels?.[0];
      if (!label || label.contains(control)) continue;
      const box = control.getBoundingClientRect();
      if (!shown(box)) continue;
      const form = control.closest("form");
      const edge = form ? form.getBoundingClientRect().right : window.innerWidth;
      if (box.right > edge + 1)
        spilled.push(`${(label.textContent ?? "").trim()}: ${Math.round(box.right - edge)} px out`);
      fields.push({
        name: (label.textContent ?? "").trim(),
        scope: scopeOf(control),
        label: label.getBoundingClientRect(),
        control: box,
      });
    }
    for (const group of document.querySelectorAll("main fieldset, main [role=group]")) {
      const option = group.querySelector("label:has(input[type=radio], input[type=checkbox])");
      const legend =
        group.querySelector(":scope > legend") ??
        document.getElementById(group.getAttribute("aria-labelledby") ?? "");
      // A form's part that holds groups of its own (a step of several fields) is not one field.
      if (!option || !legend || group.querySelector("fieldset, [role=group]")) continue;
      const box = option.getBoundingClientRect();
      if (!shown(box)) continue;
      fields.push({
        name: (legend.textContent ?? "").trim(),
        scope: scopeOf(group),
        label: legend.getBoundingClientRect(),
        control: box,
      });
    }
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const field of fields) {
      const row = fields.filter(
        (other) =>
          other.scope === field.scope &&
          Math.max(other.label.top, field.label.top) <
            Math.min(other.control.bottom, field.control.bottom) &&
          (other === field ||
            other.label.left >= field.control.right - 1 ||
            field.label.left >= other.control.right - 1),
      );
      if (row.length < 2) continue;
      const key = row.map((item) => item.name).join(" | ");
      if (seen.has(key)) continue;
      seen.add(key);
      const spread = (tops: number[]) => Math.max(...tops) - Math.min(...tops);
      const labels = spread(row.map((item) => item.label.top));
      const controls = spread(row.map((item) => item.control.top));
      if (labels > 1 || controls > 1)
        problems.push(
          `${key}: labels ${Math.round(labels)} px apart, controls ${Math.round(controls)} px`,
        );
    }
    return [...problems, ...spilled];
  });
}
