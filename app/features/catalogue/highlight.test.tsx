import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Highlight, splitMatches } from "./highlight.tsx";

const marked = (text: string, term: string) =>
  splitMatches(text, term).map((part) => (part.match ? `[${part.text}]` : part.text));

describe("splitMatches", () => {
  it("marks every occurrence, letter case aside, and keeps the text's own letters", () => {
    expect(marked("Transformer Oil (IS 335)", "oil")).toEqual([
      "Transformer ",
      "[Oil]",
      " (IS 335)",
    ]);
    expect(marked("Coil and Oil", "OIL")).toEqual(["C", "[oil]", " and ", "[Oil]"]);
    expect(marked("oil", "oil")).toEqual(["[oil]"]);
    expect(marked("aaa", "aa")).toEqual(["[aa]", "a"]);
  });

  it("gives each part its offset, and the parts put back together are the text", () => {
    const parts = splitMatches("VCB Closing Coil", "coil");
    expect(parts).toEqual([
      { text: "VCB Closing ", match: false, start: 0 },
      { text: "Coil", match: true, start: 12 },
    ]);
    expect(parts.map((part) => part.text).join("")).toBe("VCB Closing Coil");
  });

  it("takes the term literally: characters with a meaning in a regular expression are text", () => {
    expect(marked("Transformer Oil (IS 335)", "(is")).toEqual([
      "Transformer Oil ",
      "[(IS]",
      " 335)",
    ]);
    expect(marked("C++ and C", "c+")).toEqual(["[C+]", "+ and C"]);
    expect(marked("1.5 and 105", "1.5")).toEqual(["[1.5]", " and 105"]);
    expect(marked("a|b a", "|")).toEqual(["a", "[|]", "b a"]);
    expect(marked("[x] {2} ^$ \\d /", "\\d /")).toEqual(["[x] {2} ^$ ", "[\\d /]"]);
    expect(marked("ACB / VCB", "/")).toEqual(["ACB ", "[/]", " VCB"]);
    expect(marked("OTI/WTI", ".")).toEqual(["OTI/WTI"]);
    expect(marked("≥ 99.9% ², 12–33 kV", "99.9%")).toEqual(["≥ ", "[99.9%]", " ², 12–33 kV"]);
  });

  it("trims the term, and leaves the text whole for a blank one", () => {
    expect(marked("Transformer Oil", "  oil ")).toEqual(["Transformer ", "[Oil]"]);
    expect(marked("Transformer Oil", "   ")).toEqual(["Transformer Oil"]);
    expect(marked("Transformer Oil", "gasket")).toEqual(["Transformer Oil"]);
    expect(splitMatches("", "oil")).toEqual([]);
  });
});

describe("Highlight", () => {
  it("renders the marked parts as <mark> and escapes everything", () => {
    const html = renderToStaticMarkup(
      <Highlight text={`Oil <script>alert("x")</script> & oil`} term="<script>" />,
    );
    expect(html).not.toContain("<script>");
    expect(html).toMatch(
      /^Oil <mark [^>]*>&lt;script&gt;<\/mark>alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; oil$/,
    );
    expect(renderToStaticMarkup(<Highlight text="Oil and oil" term="OIL" />)).toMatch(
      /^<mark [^>]*>Oil<\/mark> and <mark [^>]*>oil<\/mark>$/,
    );
  });

  it("renders the plain text when there is no term", () => {
    expect(renderToStaticMarkup(<Highlight text="A & B" />)).toBe("A &amp; B");
    expect(renderToStaticMarkup(<Highlight text="A & B" term=" " />)).toBe("A &amp; B");
  });
});
