/**
 * The PDF of an issued report, made once on the server from its snapshot and stored as made: the
 * letterhead and QR code on every page (pdf-page.server.ts), the customer and site, the
 * transformer, the sample, the results with unit, method, limit and verdict, the remarks, who
 * tested and who approved, and "Page x of y".
 */
import { PDFDocument, StandardFonts } from "pdf-lib";
import { longDay } from "#app/lib/calendar-day.ts";
import { company } from "#app/lib/company.ts";
import { nablScopeMarks, type ScopeMarks } from "./nabl-scope.ts";
import { type Cell, Flow } from "./pdf-flow.server.ts";
import { contentWidth, drawFrame, type Fonts } from "./pdf-page.server.ts";
import { type ReportSnapshot, verdictLabels } from "./snapshot.ts";

export type ReportDocument = {
  number: string;
  revision: number;
  /** The day of issue in India, YYYY-MM-DD. */
  issuedDay: string;
  issuedAt: Date;
  verifyUrl: string;
  snapshot: ReportSnapshot;
  /** Why this revision replaced the one before. */
  correction: string | null;
};

const resultColumns = [
  ["Parameter", 128],
  ["Result", 48],
  ["Unit", 54],
  ["Method", 100],
  ["Limit", 108],
  ["Verdict", contentWidth - 438],
] as const;

function results(flow: Flow, snapshot: ReportSnapshot, scope: ScopeMarks) {
  const header = () =>
    flow.row(
      resultColumns.map(([label, width]) => ({ text: label, width, bold: true })),
      8.5,
      "navy",
    );
  flow.heading("Results");
  flow.room(60);
  header();
  flow.continuation = header;
  snapshot.results.forEach((line, index) => {
    const parameter = scope.claim && scope.outside[index] ? `${line.parameter} †` : line.parameter;
    const cells: Cell[] = [parameter, line.value, line.unit, line.method, line.limit].map(
      (value, position) => ({ text: value || "-", width: resultColumns[position]?.[1] ?? 0 }),
    );
    cells.push({
      text: verdictLabels[line.verdict],
      width: resultColumns[5][1],
      bold: line.verdict === "not-satisfactory",
    });
    flow.row(cells, 8.5, index % 2 === 1 ? "band" : undefined);
  });
  flow.continuation = undefined;
  if (scope.footnote) {
    flow.y -= 4;
    flow.paragraph(scope.footnote, 8);
  }
}

export async function renderReportPdf(report: ReportDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Test report ${report.number}, revision ${report.revision}`;
  doc.setTitle(title);
  doc.setAuthor(company.name);
  doc.setSubject(`${report.snapshot.asset.make} ${report.snapshot.asset.serialNumber}`);
  doc.setCreator(company.name);
  doc.setProducer(company.name);
  doc.setCreationDate(report.issuedAt);
  doc.setModificationDate(report.issuedAt);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const flow = new Flow(doc, fonts);
  const { customer, asset, sample, testedBy, approvedBy } = report.snapshot;
  flow.heading("Customer and site");
  flow.pairs([
    ["Customer", customer.name],
    ["Site", customer.site],
  ]);
  flow.heading("Transformer");
  flow.pairs([
    ["Make", asset.make],
    ["Serial number", asset.serialNumber],
    ["Rating", asset.rating],
    ["Voltage ratio", asset.voltage],
    ["Year of make", asset.year === null ? "" : String(asset.year)],
    ["Plant tag", asset.tag],
  ]);
  flow.heading("Sample");
  flow.pairs([
    ["Sampled on", longDay(sample.sampledOn)],
    ["Sampling point", sample.point],
    ["Received on", longDay(sample.receivedOn)],
    ["Laboratory", sample.laboratory],
    ["Tested on", longDay(sample.testedOn)],
    ["Lab sample no.", sample.labNumber],
  ]);
  const scope = nablScopeMarks(report.snapshot.results.map((line) => line.method));
  results(flow, report.snapshot, scope);
  if (report.snapshot.remarks) {
    flow.heading("Remarks");
    flow.paragraph(report.snapshot.remarks);
  }
  if (report.correction) {
    flow.heading(`Correction (revision ${report.revision})`);
    flow.paragraph(
      `This revision replaces revision ${report.revision - 1}, which is no longer valid. ${report.correction}`,
    );
  }
  flow.heading("Authorisation");
  flow.pairs([
    ["Tested by", testedBy.name],
    ["Approved by", approvedBy.name],
    ["Issued on", longDay(report.issuedDay)],
    ["Issued by", company.name],
  ]);
  flow.y -= 6;
  flow.paragraph(
    "Issued electronically and valid without a signature. The results relate only to the sample tested. This report may be reproduced only in full.",
    8,
  );
  flow.paragraph("End of report.", 8);
  const frame = {
    number: report.number,
    revision: report.revision,
    issuedDay: longDay(report.issuedDay),
    verifyUrl: report.verifyUrl,
    nablClaim: scope.claim,
  };
  flow.pages.forEach((page, index) => {
    drawFrame(page, fonts, frame, index, flow.pages.length);
  });
  return doc.save();
}
