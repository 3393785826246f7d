import { describe, expect, it } from "vitest";
import { safeFileName } from "./attachments.server.ts";

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
});
