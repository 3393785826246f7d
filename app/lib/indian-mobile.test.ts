import { describe, expect, it } from "vitest";
import { tenDigitMobile } from "./indian-mobile.ts";

describe("tenDigitMobile", () => {
  it.each([
    ["98450 12345", "9845012345"],
    ["+91 98450 12345", "9845012345"],
    ["+919845012345", "9845012345"],
    ["098450-12345", "9845012345"],
    ["0 98450 12345", "9845012345"],
    ["984.501.2345", "9845012345"],
    ["9845012345", "9845012345"],
  ])("reads %j as %j", (typed, digits) => expect(tenDigitMobile(typed)).toBe(digits));

  it.each(["(987) 654-3210", "98450 1234", "+91 98450 123456", "+1 98450 12345", "9845O12345", ""])(
    "leaves %j as typed",
    (typed) => expect(tenDigitMobile(typed)).toBe(typed),
  );
});
