/**
 * Where the build writes a slot's photo at one width: "/photos/page-aboutus-800.avif". Its own
 * module, so the pages that show photos do not carry the list of slots to the browser.
 */
export function photoUrl(slot: string, width: number, format: "avif" | "webp"): string {
  return `/photos/${slot}-${width}.${format}`;
}
