/**
 * The V8 settings the server runs with. React renders allocate fast; with Node's defaults on a
 * large machine the young generation grows to hundreds of megabytes under a flood of rendered
 * pages (measured: 461 MB RSS after 30 s of unique search URLs, 256 MB with these). Every
 * launcher passes them: npm scripts, the systemd unit, the tests and the bench.
 */
export const serverNodeFlags = ["--max-semi-space-size=4", "--max-old-space-size=384"] as const;

/** Flags from the list above that this process was started without. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv): string[] {
  return serverNodeFlags.filter((flag) => !execArgv.includes(flag));
}
