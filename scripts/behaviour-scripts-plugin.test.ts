import { describe, expect, test } from "vitest";
import { inlineScriptText } from "./behaviour-scripts-plugin.ts";

describe("inlineScriptText", () => {
  test("keeps a bundle's code as it is, without its trailing newline", () => {
    expect(inlineScriptText("home-carousels", 'document.querySelector("[data-carousel]");\n')).toBe(
      'document.querySelector("[data-carousel]");',
    );
  });

  test("refuses code that would end the script element early", () => {
    expect(() => inlineScriptText("home-carousels", 'const s = "</script><b>";')).toThrow(
      "behaviour home-carousels: its code holds </script or <!--, which cannot be inlined",
    );
    expect(() => inlineScriptText("site-header", 'x = "</SCRIPT >"')).toThrow(/cannot be inlined/);
  });

  test("refuses an HTML comment opener, which changes how the element is parsed", () => {
    expect(() => inlineScriptText("site-header", "if (a <!--b) run();")).toThrow(
      /cannot be inlined/,
    );
  });
});
