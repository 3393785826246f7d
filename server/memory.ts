/**
 * The V8 settings the server runs with. React renders allocate fast; with Node's defaults on a
 * large machine the young generation grows to hundreds of megabytes under a flood of rendered
 * pages. Measured on 2 cores, 30 s of unique URLs (a quarter each: tracking parameters, unknown
 * paths, new search terms, query strings on prerendered pages) and 10 s of enquiry POSTs:
 *   semi-space 4 MB:  peak 240 MB; enquiries 312/s, p99 117 ms
 *   semi-space 8 MB:  peak 253 MB; enquiries 397/s, p99 86 ms   ← chosen
 *   semi-space 16 MB: peak 277 MB
 *   Node's defaults:  peak 461 MB (search terms alone); enquiries 528/s, p99 78 ms
 * Every launcher passes them: npm scripts, the systemd unit, the tests and the bench.
 * On 2026-11-23, with the grouped menus in every page and some 400 unique URLs a second, the
 * server started at 188 MB and levelled off at 317-322 MB over three 40 s floods: V8 heap 77 MB,
 * buffers 72 MB, the rest compiled code and allocator pools. A lower old-space limit (256 MB),
 * glibc's MALLOC_ARENA_MAX and MALLOC_MMAP_THRESHOLD_ and four renders at a time at most each moved
 * the peak by 0-30 MB; none was kept then.
 *
 * Photos are another matter (bench/upload-memory.ts: six rounds of four parallel service requests
 * with three 4.7 MB JPEGs each). glibc raises its mmap threshold each time a large block is freed,
 * so the next photo-sized buffers come from the heap, which never shrinks: 20 s after the rounds
 * the server still held 585 MB (peak 671 MB). With the threshold fixed at 128 KiB, buffers that
 * size are mapped and unmapped whole; with two arenas instead of eight a core, the decoder's and
 * libuv's threads share the heap instead of each keeping a fragmented one of its own. Measured on
 * 2026-11-26 (photos streamed to the parser, kept in their Blobs, decoded one at a time, the
 * uncompressed pages left on disk): peak 338-357 MB, 259-268 MB after 30 s idle; with the mmap
 * threshold alone 355-381 MB and 274-310 MB.
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
