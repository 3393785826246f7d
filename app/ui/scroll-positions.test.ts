import { describe, expect, test } from "vitest";
import { restoreScrollScript, scrollPositionsKey } from "./scroll-positions.tsx";

/** Runs the document's script against stand-ins for the browser's history, storage and timer. */
function run(state: { key?: string } | null, stored: string | null) {
  const calls: string[] = [];
  const timers: (() => void)[] = [];
  const history = {
    state,
    replaceState(next: { key: string }) {
      calls.push("replaceState");
      history.state = next;
    },
  };
  const sessionStorage = {
    getItem(name: string) {
      calls.push(`getItem ${name}`);
      return stored;
    },
    removeItem(name: string) {
      calls.push(`removeItem ${name}`);
    },
  };
  const scrollTo = (x: number, y: number) => calls.push(`scrollTo ${x},${y}`);
  const setTimeout = (fire: () => void) => timers.push(fire);
  new Function("history", "sessionStorage", "scrollTo", "setTimeout", restoreScrollScript)(
    history,
    sessionStorage,
    scrollTo,
    setTimeout,
  );
  return { calls, timers, history };
}

describe("the scroll restoration script", () => {
  test("uses React Router's storage key", () => {
    expect(scrollPositionsKey).toBe("react-router-scroll-positions");
  });

  test("reads the saved position in a later task and scrolls to it", () => {
    const { calls, timers } = run({ key: "abc" }, '{"abc":1200,"xyz":40}');
    // Nothing read during the parse: the storage is opened from the timer.
    expect(calls).toEqual([]);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    expect(calls).toEqual(["getItem react-router-scroll-positions", "scrollTo 0,1200"]);
  });

  test("gives a new history entry its key at once, and finds nothing saved for it", () => {
    const { calls, timers, history } = run(null, '{"abc":1200}');
    expect(calls).toEqual(["replaceState"]);
    expect(history.state?.key).toMatch(/^[0-9a-v]+$/);
    timers[0]?.();
    expect(calls).toEqual(["replaceState", "getItem react-router-scroll-positions"]);
  });

  test("drops a stored value it cannot read", () => {
    const { calls, timers } = run({ key: "abc" }, "{not json");
    timers[0]?.();
    expect(calls).toEqual([
      "getItem react-router-scroll-positions",
      "removeItem react-router-scroll-positions",
    ]);
  });
});
