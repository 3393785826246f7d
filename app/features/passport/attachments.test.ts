import { describe, expect, it } from "vitest";
import { attachmentName, safeFileName } from "./attachments.server.ts";

describe("an attachment's name as it is kept", () => {
  it("keeps the last part of a path, in letters, digits, dots, spaces and dashes", () => {
    expect(safeFileName("C:\\\\lab\\\\DGA report <Nov>.pdf")).toBe("DGA report _Nov_.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("///")).toBe("file");
  });

  it("cuts a long name before its extension, keeping it", () => {
    const kept = safeFileName(`${"n".repeat(300)}.pdf`);
    expect(kept).toBe(`${"n".repeat(116)}.pdf`);
    expect(kept).toHaveLength(120);
  });

  it("gives a file the extension of what its bytes are, whatever its sender named it", () => {
    expect(attachmentName("lab-results.html", "text/plain")).toBe("lab-results.txt");
    expect(attachmentName("run.hta", "text/plain")).toBe("run.txt");
    expect(attachmentName("svg.svg", "application/xml")).toBe("svg.xml");
    expect(attachmentName("scan.exe", "application/pdf")).toBe("scan.pdf");
    expect(attachmentName("DGA Nov.PDF", "application/pdf")).toBe("DGA Nov.PDF");
    expect(attachmentName("frax export.xml", "application/xml")).toBe("frax export.xml");
    expect(attachmentName("readings.csv", "text/plain")).toBe("readings.csv");
    expect(attachmentName("notes", "text/plain")).toBe("notes.txt");
    expect(attachmentName(".html", "text/plain")).toBe("file.txt");
  });
});
