/**
 * A carousel made of a CSS scroll-snap strip (issue 27: no carousel library to download), driven
 * by plain DOM code, not React (decision 0019): the browser does the swiping and the snapping,
 * with or without JavaScript; the script only works out where the strip can rest, which of those
 * places it is at, and scrolls to one on request. `strip` is the element that scrolls; its
 * children's children are the items.
 */

/** What the visitor does to the strip that ends a scroll the script started. */
const takeOverEvents = ["pointerdown", "wheel", "touchstart", "keydown"] as const;

export type SnapCarousel = {
  /** Where the strip can rest, in px from its start (empty until the strip is laid out). */
  snaps(): readonly number[];
  selected(): number;
  scrollTo(index: number): void;
  detach(): void;
};

/**
 * Follows the strip and calls `onChange` when the places it can rest at are measured again (on
 * every size change: ResizeObserver reads the layout the browser has just done, so attaching
 * forces none) or when the selected place changes.
 */
export function snapCarousel(
  strip: HTMLElement,
  onChange: (carousel: SnapCarousel, measured: boolean) => void,
): SnapCarousel {
  let positions: number[] = [];
  let selected = 0;
  // Where a scroll the script started is going: until it gets there (or the visitor takes over)
  // the slides it passes are not counted, so the counter does not run through them and a second
  // click counts from the target, not from a picture on the way.
  let target: number | null = null;

  const select = (index: number) => {
    if (index === selected) return;
    selected = index;
    onChange(carousel, false);
  };
  const measure = () => {
    positions = snapPositions(
      [...(strip.firstElementChild?.children ?? [])].map(
        (item) => (item as HTMLElement).offsetLeft,
      ),
      strip.scrollWidth - strip.clientWidth,
    );
    onChange(carousel, true);
    follow();
  };
  // Read from the scroll position alone (no animation frame): cheap, and it follows a swipe,
  // the keyboard and a scroll the script started alike.
  const follow = () => {
    if (target !== null) {
      if (Math.abs((positions[target] ?? 0) - strip.scrollLeft) > 1) return;
      target = null;
    }
    select(nearest(positions, strip.scrollLeft));
  };
  // A scroll that ends short of its target (the visitor swiped) or that the visitor interrupts
  // hands the counter back to the scroll position.
  const settle = () => {
    target = null;
    follow();
  };
  const takeOver = () => {
    target = null;
  };

  const resize = new ResizeObserver(measure);
  resize.observe(strip);
  strip.addEventListener("scroll", follow, { passive: true });
  strip.addEventListener("scrollend", settle);
  for (const type of takeOverEvents) strip.addEventListener(type, takeOver, { passive: true });

  const carousel: SnapCarousel = {
    snaps: () => positions,
    selected: () => selected,
    scrollTo(index) {
      const left = positions[index];
      if (left === undefined) return;
      const instant = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target = Math.abs(left - strip.scrollLeft) > 1 ? index : null;
      select(index);
      strip.scrollTo({ left, behavior: instant ? "instant" : "smooth" });
    },
    detach() {
      resize.disconnect();
      strip.removeEventListener("scroll", follow);
      strip.removeEventListener("scrollend", settle);
      for (const type of takeOverEvents) strip.removeEventListener(type, takeOver);
    },
  };
  return carousel;
}

/**
 * Where a strip can rest: each item's left edge, none past the end of the strip (the last places
 * collapse into one where the last items are all in view), in order and without repeats.
 */
export function snapPositions(itemOffsets: number[], maxScroll: number): number[] {
  const positions: number[] = [];
  for (const offset of itemOffsets) {
    const position = Math.max(0, Math.min(Math.round(offset), Math.max(0, Math.round(maxScroll))));
    if (positions.length === 0 || Math.abs(position - (positions.at(-1) ?? 0)) > 1)
      positions.push(position);
  }
  return positions;
}

/** The index of the position nearest to `scrollLeft` (0 when there are none). */
export function nearest(positions: readonly number[], scrollLeft: number): number {
  let best = 0;
  for (let index = 1; index < positions.length; index++) {
    const distance = Math.abs((positions[index] ?? 0) - scrollLeft);
    if (distance < Math.abs((positions[best] ?? 0) - scrollLeft)) best = index;
  }
  return best;
}
