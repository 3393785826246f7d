import { describe, expect, it } from "vitest";
import { isValidHost, parseTarget } from "./request-target.ts";

const own = new Set(["www.vidyutpower.example", "127.0.0.1:3000"]);

describe("parseTarget", () => {
  it.each([
    ["/", { kind: "path", pathname: "/", search: "" }],
    [
      "/services/search/oil?x=1",
      { kind: "path", pathname: "/services/search/oil", search: "?x=1" },
    ],
    ["/a/../contact", { kind: "path", pathname: "/contact", search: "" }],
    ["/services/%2e%2e/%2e%2e/etc/passwd", { kind: "path", pathname: "/etc/passwd", search: "" }],
  ])("serves %s as a path", (raw, expected) => {
    expect(parseTarget(raw, own)).toEqual(expected);
  });

  it.each([
    ["//evil.example", "/evil.example"],
    ["//evil.example/", "/evil.example"],
    ["//x//evil.example/", "/x/evil.example"],
    ["///evil.example/path?q=1", "/evil.example/path?q=1"],
    ["/aboutus/", "/aboutus"],
    ["/services//search", "/services/search"],
  ])("redirects %s to the same-site path %s", (raw, location) => {
    expect(parseTarget(raw, own)).toEqual({ kind: "redirect", location });
  });

  it.each([
    "/\\evil.example",
    "/x\\y",
    "/%5Cevil.example",
    "http://evil.example/",
    "https://evil.example/contact",
    "*",
    "evil.example",
    "",
  ])("refuses %j", (raw) => {
    expect(parseTarget(raw, own).kind).toBe("refuse");
  });

  it("accepts an absolute-form target for the site's own host", () => {
    expect(parseTarget("http://www.vidyutpower.example/contact?a=b", own)).toEqual({
      kind: "path",
      pathname: "/contact",
      search: "?a=b",
    });
    expect(parseTarget("http://127.0.0.1:3000//evil.example", own)).toEqual({
      kind: "redirect",
      location: "/evil.example",
    });
  });
});

describe("isValidHost", () => {
  it.each([
    "localhost",
    "localhost:3000",
    "www.vidyutpower.example",
    "127.0.0.1:8080",
    "[::1]:3000",
    "example.in.",
  ])("accepts %s", (host) => expect(isValidHost(host)).toBe(true));
  it.each([
    "",
    "evil example",
    "evil.example/x",
    "a@b",
    "[::1",
    "127.0.0.1:99999",
    "..",
    "-x.example",
    "x:0",
    undefined,
  ])("refuses %j", (host) => expect(isValidHost(host)).toBe(false));
});
