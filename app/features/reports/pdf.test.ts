/**
 * The report's PDF as made: pages, the text a reader can search for, and user data reduced to
 * what the standard fonts print (never an error, never a wrong glyph).
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { sampleSnapshot } from "#tests/fixtures/report-snapshot.ts";
import { renderReportPdf } from "./pdf.server.ts";
import { printable } from "./pdf-text.server.ts";

const report = {
  number: "VPS/TR/2026/000123",
  revision: 1,
  issuedDay: "2026-11-26",
  issuedAt: new Date("2026-11-26T06:00:00.000Z"),
  verifyUrl: "https://www.vidyutpower.example/verify/VPS-TR-2026-000123",
  correction: null,
};

describe("the report's PDF", () => {
  it("is one A4 page for a short report and several for a long one, with its title", async () => {
    const short = await PDFDocument.load(
      await renderReportPdf({ ...report, snapshot: sampleSnapshot() }),
    );
    expect(short.getPageCount()).toBe(1);
    expect(short.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(short.getTitle()).toBe("Test report VPS/TR/2026/000123, revision 1");
    const line = sampleSnapshot().results[0];
    const long = sampleSnapshot({
      results: Array.from({ length: 24 }, () => ({
        parameter: "Dissolved gas analysis, hydrogen and hydrocarbons by gas chromatography",
        value: "12",
        unit: "µL/L",
        method: "IEC 60567 / IEC 60599",
        limit: "typical 90 % value, IEC 60599 Table A.1",
        verdict: line?.verdict ?? "reported",
      })),
    });
    const many = await PDFDocument.load(await renderReportPdf({ ...report, snapshot: long }));
    expect(many.getPageCount()).toBe(3);
  });

  it("is made from the same snapshot to the same bytes (the date is the issue date)", async () => {
    const first = await renderReportPdf({ ...report, snapshot: sampleSnapshot() });
    const second = await renderReportPdf({ ...report, snapshot: sampleSnapshot() });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it("prints what the standard font lacks as an engineer would type it, or a question mark", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(printable("C₂H₂ ≤ 2 µL/L at 27 °C", font)).toBe("C2H2 <= 2 µL/L at 27 °C");
    expect(printable("Gaṇeśa Textiles", font)).toBe("Ganesa Textiles");
    expect(printable("ताप Unit\u0007 2 ✓", font)).toBe("??? Unit  2 ?");
    expect(printable("tan δ, 10 Ω·cm", font)).toBe("tan delta, 10 ohm·cm");
    // MΩ and mΩ would print "Mohm" and "mohm", apart only in case: they are words.
    expect(printable("IR 850 MΩ, winding 12.5 mΩ, 60 GΩ·m", font)).toBe(
      "IR 850 megohm, winding 12.5 milliohm, 60 Gohm·m",
    );
  });
});
