import { describe, expect, test } from "vitest";
import { stallAfterMs, stallScript } from "./hydration-stall.ts";

/** Runs the head script against a stand-in <html> element and a timer it can fire. */
function run(hydrated: boolean) {
  const attributes = new Set<string>(hydrated ? ["data-hydrated"] : []);
  const timers: { delay: number; fire: () => void }[] = [];
  const document = {
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string) => attributes.add(name),
    },
  };
  const setTimeout = (fire: () => void, delay: number) => timers.push({ delay, fire });
  new Function("document", "setTimeout", stallScript)(document, setTimeout);
  return { attributes, timers };
}

describe("the stall script", () => {
  test("marks the page as scripted at once, so that the waiting parts hide", () => {
    const { attributes } = run(false);
    expect([...attributes]).toEqual(["data-scripted"]);
  });

  test("waits 8 seconds, then marks a page that has not hydrated as stalled", () => {
    expect(stallAfterMs).toBe(8000);
    const { attributes, timers } = run(false);
    expect(timers.map((timer) => timer.delay)).toEqual([8000]);
    expect(attributes.has("data-stalled")).toBe(false);
    timers[0]?.fire();
    expect([...attributes]).toEqual(["data-scripted", "data-stalled"]);
  });

  test("leaves a hydrated page alone", () => {
    const { attributes, timers } = run(true);
    timers[0]?.fire();
    expect([...attributes]).toEqual(["data-hydrated", "data-scripted"]);
  });
});
