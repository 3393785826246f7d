import { describe, expect, it } from "vitest";
import { importKindOf } from "./import.server.ts";

describe("importKindOf", () => {
  it("reads the console address in any case, as the router matches it", () => {
    const kind = (path: string) => importKindOf(new Request(`http://127.0.0.1:3000${path}`));
    expect(kind("/staff/customers/1/import")).toBe("units");
    expect(kind("/STAFF/Customers/1/import")).toBe("units");
    expect(kind("/staff/assets/1/import")).toBe("results");
    expect(kind("/Staff/ASSETS/1/import")).toBe("results");
  });
});
