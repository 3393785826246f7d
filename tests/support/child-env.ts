/**
 * The environment a CLI under test starts with: PATH, and Node's compile cache when the test run
 * names one (vitest.config.ts does), so each start does not compile the same TypeScript again.
 * Nothing else from the test's own environment reaches the child.
 */
export function childBase(): Record<string, string> {
  const base: Record<string, string> = { PATH: process.env.PATH ?? "" };
  if (process.env.NODE_COMPILE_CACHE) base.NODE_COMPILE_CACHE = process.env.NODE_COMPILE_CACHE;
  return base;
}
