import { useCallback, useEffect, useRef, useState } from "react";

/** What the visitor does to the strip that ends a scroll the script started. */
const takeOverEvents = ["pointerdown", "wheel", "touchstart", "keydown"] as const;

/**
 * A carousel made of a CSS scroll-snap strip (issue 27: no carousel library to download): the
 * browser does the swiping and the snapping, with or without JavaScript; the script only works
 * out where the strip can rest, which of those places it is at, and scrolls to one on request.
 * `element` is the strip (the element that scrolls); its children's children are the items.
 */
export function useSnapCarousel(element: HTMLElement | null) {
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  // Where a scroll the script started is going: until it gets there (or the visitor takes over)
  // the slides it passes are not counted, so the counter does not run through them and a second
  // click counts from the target, not from a picture on the way.
  const target = useRef<number | null>(null);

  useEffect(() => {
    if (!element) return;
    let positions: number[] = [];
    const measure = () => {
      positions = snapPositions(
        [...(element.firstElementChild?.children ?? [])].map(
          (item) => (item as HTMLElement).offsetLeft,
        ),
        element.scrollWidth - element.clientWidth,
      );
      setSnaps(positions);
      follow();
    };
    // Read from the scroll position alone (no animation frame): cheap, and it follows a swipe,
    // the keyboard and a scroll the script started alike.
    const follow = () => {
      const going = target.current;
      if (going !== null) {
        if (Math.abs((positions[going] ?? 0) - element.scrollLeft) > 1) return;
        target.current = null;
      }
      setSelected(nearest(positions, element.scrollLeft));
    };
    // A scroll that ends short of its target (the visitor swiped) or that the visitor interrupts
    // hands the counter back to the scroll position.
    const settle = () => {
      target.current = null;
      follow();
    };
    const takeOver = () => {
      target.current = null;
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    element.addEventListener("scroll", follow, { passive: true });
    element.addEventListener("scrollend", settle);
    for (const type of takeOverEvents) element.addEventListener(type, takeOver, { passive: true });
    return () => {
      resize.disconnect();
      element.removeEventListener("scroll", follow);
      element.removeEventListener("scrollend", settle);
      for (const type of takeOverEvents) element.removeEventListener(type, takeOver);
    };
  }, [element]);

  const scrollTo = useCallback(
    (index: number) => {
      const left = snaps[index];
      if (!element || left === undefined) return;
      const instant = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      target.current = Math.abs(left - element.scrollLeft) > 1 ? index : null;
      setSelected(index);
      element.scrollTo({ left, behavior: instant ? "instant" : "smooth" });
    },
    [element, snaps],
  );

  return { snaps, selected, scrollTo };
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
export function nearest(positions: number[], scrollLeft: number): number {
  let best = 0;
  for (let index = 1; index < positions.length; index++) {
    const distance = Math.abs((positions[index] ?? 0) - scrollLeft);
    if (distance < Math.abs((positions[best] ?? 0) - scrollLeft)) best = index;
  }
  return best;
}
