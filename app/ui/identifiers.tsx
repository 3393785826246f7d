/**
 * Text whose identifiers never break across lines: "NABL TC-11874", "ISO 9001", "ISO/IEC 17025",
 * "FY 2024-25" each stay whole (white-space: nowrap) and a line breaks only between them; the "·"
 * between two stays at the end of the line with the first. The hyphens stay ASCII, so a number
 * copied from the page is the one the issuer's register searches for (U+2011 would not be).
 */
import { Fragment } from "react";

const identifier = /((?:NABL |ISO\/IEC |ISO |IS |IEC |FY )?(?:[A-Z]{1,4}-)?\d+(?:[-/]\d+)*)/;

export function Identifiers({ text }: { text: string }) {
  const parts = text.replaceAll(" · ", "\u00a0· ").split(identifier);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={part + String(index)} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={part + String(index)}>{part}</Fragment>
        ),
      )}
    </>
  );
}
