import { useEffect, useRef } from "react";

/**
 * When React renders the home page (a client-side navigation from a page that hydrates), a
 * carousel starts the same plain script that the document the server sends loads by itself
 * (carousel-behaviours.ts, decision 0019). Imported on demand, so the script stays one file that
 * the route's chunk does not repeat.
 */
export function useCarouselBehaviour<T extends HTMLElement>(kind: "hero" | "testimonials") {
  const ref = useRef<T>(null);
  useEffect(() => {
    let detach: (() => void) | undefined;
    let gone = false;
    void import("./carousel-behaviours.ts").then((behaviours) => {
      if (gone || !ref.current) return;
      detach =
        kind === "hero"
          ? behaviours.attachHeroCarousel(ref.current)
          : behaviours.attachTestimonials(ref.current);
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [kind]);
  return ref;
}
