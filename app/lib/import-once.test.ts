import { describe, expect, it } from "vitest";
import { importOnce } from "./import-once.ts";

describe("importOnce", () => {
  it("imports once however often it is asked, and holds the module", async () => {
    let calls = 0;
    const module = importOnce(async () => {
      calls += 1;
      return { name: "schema" };
    });
    expect(module.loaded).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    await module.load();
    expect(calls).toBe(1);
    expect(module.loaded).toEqual({ name: "schema" });
  });

  it("tries again after a failed import", async () => {
    let calls = 0;
    const module = importOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error("offline");
      return "toasts";
    });
    await expect(module.load()).rejects.toThrow("offline");
    expect(module.loaded).toBeUndefined();
    expect(await module.load()).toBe("toasts");
    expect(calls).toBe(2);
  });
});
