import type { EmblaCarouselType } from "embla-carousel";
import { useEffect, useState } from "react";

/** Embla's events after which the scroll positions or the selected one may have changed. */
const positionEvents = ["select", "reInit"] as const;

/**
 * Where a carousel can rest and where it rests now, kept in step with Embla. Before the script
 * runs (and on the server) there are no positions and the first is selected.
 */
export function useCarouselPosition(api: EmblaCarouselType | undefined) {
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSnaps(api.scrollSnapList());
      setSelected(api.selectedScrollSnap());
    };
    update();
    for (const event of positionEvents) api.on(event, update);
    return () => {
      for (const event of positionEvents) api.off(event, update);
    };
  }, [api]);

  return { snaps, selected };
}
