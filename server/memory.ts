/**
 * The V8 settings every launcher gives the server (npm scripts, the systemd unit, the tests, the
 * bench): without them a flood of rendered pages grows the young generation to hundreds of MB.
 * The measurements behind each value: server/README.md, "Memory settings".
 */
export const serverNodeFlags = ["--max-semi-space-size=8", "--max-old-space-size=384"] as const;

/** The environment every launcher gives the server besides the flags above. */
export const serverEnvironment = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "131072",
} as const;

/** Flags from the list above that this process was started without. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return serverNodeFlags.filter((flag) => !execArgv.includes(flag));
}
