/**
 * The fixed parts of every page of a report: the letterhead, the QR code of the report's verify
 * address and the footer with "Page x of y". Drawn once all pages exist, so the count is known.
 */
import { PageSizes, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import QRCode from "qrcode";
import { company } from "#app/lib/company.ts";
import { nablAccreditation } from "#app/lib/company-credentials.ts";
import { printable } from "./pdf-text.server.ts";

export const [pageWidth, pageHeight] = PageSizes.A4;
export const margin = 42;
export const contentWidth = pageWidth - 2 * margin;
/** The body starts below the letterhead and ends above the footer. */
export const bodyTop = pageHeight - 150;
export const bodyBottom = 78;

export const colours = {
  navy: rgb(0x0f / 255, 0x24 / 255, 0x40 / 255),
  steel: rgb(0x4f / 255, 0x5d / 255, 0x70 / 255),
  rule: rgb(0xcb / 255, 0xd5 / 255, 0xe1 / 255),
  band: rgb(0xf1 / 255, 0xf5 / 255, 0xfa / 255),
  white: rgb(1, 1, 1),
  black: rgb(0, 0, 0),
};

export type Fonts = { regular: PDFFont; bold: PDFFont };

export type PageFrame = {
  number: string;
  revision: number;
  issuedDay: string;
  verifyUrl: string;
  /** Whether the letterhead names the laboratory's NABL accreditation (nabl-scope.ts). */
  nablClaim: boolean;
};

const qrSize = 76;

/**
 * The QR code as filled squares, one rectangle per run of dark modules in a row: vector, so it
 * stays sharp at any print size. Error correction M (15 %) survives a crease or a stamp.
 */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size;
  // Four modules of quiet zone on each side, as ISO/IEC 18004 asks.
  const cell = size / (count + 8);
  page.drawRectangle({ x, y, width: size, height: size, color: colours.white });
  for (let row = 0; row < count; row++) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column++;
      page.drawRectangle({
        x: x + (start + 4) * cell,
        y: y + size - (row + 5) * cell,
        width: (column - start) * cell,
        height: cell,
        color: colours.black,
      });
    }
  }
}

function text(page: PDFPage, value: string, x: number, y: number, font: PDFFont, size: number) {
  page.drawText(printable(value, font), { x, y, font, size, color: colours.navy });
}

function rightText(page: PDFPage, value: string, y: number, font: PDFFont, size: number) {
  const line = printable(value, font);
  const x = pageWidth - margin - font.widthOfTextAtSize(line, size);
  page.drawText(line, { x, y, font, size, color: colours.navy });
}

/** Letterhead, QR code and footer of page `index` (0-based) of `total`. */
export function drawFrame(
  page: PDFPage,
  fonts: Fonts,
  frame: PageFrame,
  index: number,
  total: number,
) {
  const top = pageHeight - margin;
  const { address, legal } = company;
  text(page, company.name, margin, top - 12, fonts.bold, 14);
  const lines = [
    `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`,
    `Phone ${company.phones[0].display} · ${company.email}`,
    `CIN ${legal.cin} · GSTIN ${legal.gstin}`,
    // Only over a report with a result within the accredited scope (nabl-scope.ts).
    ...(frame.nablClaim
      ? [
          `${nablAccreditation.laboratory}: accredited by NABL to ${nablAccreditation.standard}, certificate ${nablAccreditation.certificateNumber}`,
        ]
      : []),
  ];
  lines.forEach((line, position) => {
    text(page, line, margin, top - 27 - position * 10.5, fonts.regular, 8);
  });
  const qrX = pageWidth - margin - qrSize;
  drawQr(page, frame.verifyUrl, qrX, pageHeight - 30 - qrSize, qrSize);
  const caption = "Scan to verify";
  page.drawText(caption, {
    x: qrX + (qrSize - fonts.regular.widthOfTextAtSize(caption, 7)) / 2,
    y: pageHeight - 30 - qrSize - 8,
    font: fonts.regular,
    size: 7,
    color: colours.steel,
  });
  page.drawLine({
    start: { x: margin, y: bodyTop + 24 },
    end: { x: pageWidth - margin, y: bodyTop + 24 },
    thickness: 1.2,
    color: colours.navy,
  });
  text(page, "Test report", margin, bodyTop + 6, fonts.bold, 13);
  rightText(page, `${frame.number}  ·  Revision ${frame.revision}`, bodyTop + 6, fonts.bold, 10);

  page.drawLine({
    start: { x: margin, y: bodyBottom - 14 },
    end: { x: pageWidth - margin, y: bodyBottom - 14 },
    thickness: 0.6,
    color: colours.rule,
  });
  text(
    page,
    `${frame.number}, revision ${frame.revision}, issued ${frame.issuedDay}`,
    margin,
    bodyBottom - 28,
    fonts.regular,
    7.5,
  );
  rightText(page, `Page ${index + 1} of ${total}`, bodyBottom - 28, fonts.bold, 8);
  text(
    page,
    `Check this report, and that it has not been corrected or withdrawn, at ${frame.verifyUrl}`,
    margin,
    bodyBottom - 40,
    fonts.regular,
    7,
  );
}
