import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, csvLine } from "./csv.ts";

describe("csvCell", () => {
  it("quotes every cell and doubles the quotes inside", () => {
    expect([csvCell("Meena"), csvCell('say "hi"'), csvCell(null), csvCell(42)]).toEqual([
      '"Meena"',
      '"say ""hi"""',
      '""',
      '"42"',
    ]);
  });

  it("neutralises = + - @ and a leading tab or carriage return", () => {
    expect(
      ["=1+1", "+91 98765 43210", "-5 °C", "@SUM(A1)", "\t=1", "\rx", "\tplain"].map(csvCell),
    ).toEqual([
      `"'=1+1"`,
      `"'+91 98765 43210"`,
      `"'-5 °C"`,
      `"'@SUM(A1)"`,
      `"'\t=1"`,
      `"'\rx"`,
      `"'\tplain"`,
    ]);
  });

  it("neutralises the full-width and small forms of the signs", () => {
    expect(["＝1+1", "＋1", "－1", "＠SUM(A1)", "﹦1", "﹢1", "﹣1", "﹫x"].map(csvCell)).toEqual([
      `"'＝1+1"`,
      `"'＋1"`,
      `"'－1"`,
      `"'＠SUM(A1)"`,
      `"'﹦1"`,
      `"'﹢1"`,
      `"'﹣1"`,
      `"'﹫x"`,
    ]);
  });

  it("looks past leading spaces and invisible characters for the first visible one", () => {
    expect(
      [
        "\u200B=1+1",
        "\u200C+1",
        "\u200D-1",
        "\u2060@x",
        "\uFEFF=1",
        "\u00A0=1",
        "   =1",
        "\n=1",
        "\u200E\u200B \uFF1D1",
        "\u3000＠x",
      ].map(csvCell),
    ).toEqual([
      `"'\u200B=1+1"`,
      `"'\u200C+1"`,
      `"'\u200D-1"`,
      `"'\u2060@x"`,
      `"'\uFEFF=1"`,
      `"'\u00A0=1"`,
      `"'   =1"`,
      `"'\n=1"`,
      `"'\u200E\u200B \uFF1D1"`,
      `"'\u3000＠x"`,
    ]);
  });

  it("leaves text alone whose first visible character is not a sign", () => {
    expect(
      ["a=1", "\u200BPLC migration", "  9876543210", "e-mail", "", "₹ 1,20,000", "1-2"].map(
        csvCell,
      ),
    ).toEqual([
      `"a=1"`,
      `"\u200BPLC migration"`,
      `"  9876543210"`,
      `"e-mail"`,
      `""`,
      `"₹ 1,20,000"`,
      `"1-2"`,
    ]);
  });
});

describe("csvDocument", () => {
  it("writes a header and rows, each line ended with CRLF", () => {
    expect(csvLine(["a", "=b"])).toBe(`"a","'=b"`);
    expect(csvDocument(["Name", "Note"], [["Ravi", "\u200B=HYPERLINK()"]])).toBe(
      `"Name","Note"\r\n"Ravi","'\u200B=HYPERLINK()"\r\n`,
    );
  });
});
