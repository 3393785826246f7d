import { describe, expect, it } from "vitest";
import {
  classesOf,
  firstClasses,
  splitStylesheet,
  trimStylesheet,
  withOwnStylesheet,
} from "./page-stylesheet.server.ts";

// Modelled on Tailwind 4's minified output: a theme, the utilities layer with grouped media and
// supports blocks, escaped class names, selectors that start with :where(), a rule shared by two
// utilities, and the site's own rules after the layer.
const stylesheet = [
  ":root,:host{--color-navy-950:#0a1a33}",
  "@layer base{h1{font-size:2rem}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".hidden{display:none}",
  ":where(.space-y-4>:not(:last-child)){margin-block-start:1rem}",
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}",
  ".sr-only,.sr-toggle{position:absolute}",
  '.before\\:content-\\[\\"\\{\\"\\]:before{content:"{"}',
  ".bg-navy-950\\/80{background-color:#0a1a33cc}",
  "@supports (color:color-mix(in lab, red, red)){.bg-navy-950\\/80{background-color:color-mix(in oklab,var(--color-navy-950) 80%,transparent)}}",
  "@media (width>=64rem){.lg\\:flex{display:flex}.lg\\:hidden{display:none}}",
  "@media not all and (width>=40rem){.max-sm\\:\\[\\&\\>ul\\]\\:px-4>ul{padding-inline:1rem}}",
  "@media (width>=96rem){.\\32 xl\\:p-4{padding:1rem}}",
  "}",
  "@media print{.site-footer{display:none}}",
].join("");

describe("the utilities a page keeps", () => {
  it("keeps every rule, in order, when every class is used", () => {
    const used = new Set([
      "flex",
      "hidden",
      "space-y-4",
      "group-hover:underline",
      "sr-only",
      "sr-toggle",
      'before:content-["{"]',
      "bg-navy-950/80",
      "lg:flex",
      "lg:hidden",
      "max-sm:[&>ul]:px-4",
      "2xl:p-4",
    ]);
    expect(trimStylesheet(splitStylesheet(stylesheet), used)).toBe(stylesheet);
  });

  it("drops the rules of unused classes and the blocks left empty, and keeps the rest whole", () => {
    const used = new Set(["flex", "sr-toggle", "lg:flex", "max-sm:[&>ul]:px-4"]);
    expect(trimStylesheet(splitStylesheet(stylesheet), used)).toBe(
      ":root,:host{--color-navy-950:#0a1a33}@layer base{h1{font-size:2rem}}@layer utilities{" +
        ".flex{display:flex}.sr-only,.sr-toggle{position:absolute}" +
        "@media (width>=64rem){.lg\\:flex{display:flex}}" +
        "@media not all and (width>=40rem){.max-sm\\:\\[\\&\\>ul\\]\\:px-4>ul{padding-inline:1rem}}" +
        "}@media print{.site-footer{display:none}}",
    );
  });

  it("reads the first class of each selector, escapes and all", () => {
    expect(firstClasses(".\\32 xl\\:p-4")).toEqual(["2xl:p-4"]);
    expect(firstClasses(".group-hover\\:underline:is(:where(.group):hover *)")).toEqual([
      "group-hover:underline",
    ]);
    expect(firstClasses(":where(.space-y-4>:not(:last-child))")).toEqual(["space-y-4"]);
    expect(firstClasses(".a,.b>.c,div:is(p,span)")).toEqual(["a", "b", null]);
    expect(firstClasses('[data-x="a.b"] .c')).toEqual(["c"]);
  });

  it("takes a page's classes from its class attributes and the words of its inline scripts", () => {
    const html =
      '<div class="max-sm:[&amp;&gt;ul]:px-4  flex"><p class="before:content-[&quot;{&quot;]">x</p></div>' +
      '<script type="module">menu.classList.toggle("is-open",true)</script>';
    const used = classesOf(html);
    expect(used.has("max-sm:[&>ul]:px-4")).toBe(true);
    expect(used.has("flex")).toBe(true);
    expect(used.has('before:content-["{"]')).toBe(true);
    expect(used.has("is-open")).toBe(true);
    expect(used.has("hidden")).toBe(false);
  });

  it("puts the page's own utilities in place of the whole stylesheet in a document", () => {
    const html = `<html><head><style>${stylesheet}</style></head><body><p class="hidden lg:flex">x</p></body></html>`;
    expect(withOwnStylesheet(html, stylesheet)).toBe(
      "<html><head><style>:root,:host{--color-navy-950:#0a1a33}@layer base{h1{font-size:2rem}}" +
        "@layer utilities{.hidden{display:none}@media (width>=64rem){.lg\\:flex{display:flex}}}" +
        '@media print{.site-footer{display:none}}</style></head><body><p class="hidden lg:flex">x</p></body></html>',
    );
    // A document that loads a script file keeps the whole stylesheet.
    const withScript = html.replace(
      "</body>",
      '<script type="module" src="/b.js"></script></body>',
    );
    expect(withOwnStylesheet(withScript, stylesheet)).toBe(withScript);
    // A document without the stylesheet is left as it is.
    expect(withOwnStylesheet("<p>x</p>", stylesheet)).toBe("<p>x</p>");
  });
});
