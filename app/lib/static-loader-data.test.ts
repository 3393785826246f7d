import { describe, expect, it } from "vitest";
import { keepAfterPosts, type ShouldRevalidateFunctionArgs } from "./static-loader-data.ts";

const args = (formMethod: string | undefined, defaultShouldRevalidate: boolean) =>
  ({ formMethod, defaultShouldRevalidate }) as unknown as ShouldRevalidateFunctionArgs;

describe("keepAfterPosts", () => {
  it("keeps the loader data after a post, whatever React Router would do", () => {
    expect(keepAfterPosts(args("POST", true))).toBe(false);
    expect(keepAfterPosts(args("post", true))).toBe(false);
  });

  it("leaves navigations and GET forms to React Router", () => {
    expect(keepAfterPosts(args(undefined, true))).toBe(true);
    expect(keepAfterPosts(args("GET", false))).toBe(false);
    expect(keepAfterPosts(args("GET", true))).toBe(true);
  });
});
