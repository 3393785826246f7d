import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";

/**
 * Embla on a viewport, imported once the page has hydrated: the slides are in the server HTML and
 * scroll sideways until then (and for good when the import fails). Returns the ref for the
 * viewport and Embla's API once it runs. `loadPlugins` imports and makes the plugins; options and
 * plugins are read once, as the carousels here never change them.
 */
export function useEmbla(
  options: EmblaOptionsType,
  loadPlugins: () => Promise<EmblaPluginType[]> = async () => [],
) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const settings = useRef({ options, loadPlugins });

  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    const { options, loadPlugins } = settings.current;
    Promise.all([import("embla-carousel"), loadPlugins()]).then(
      ([{ default: EmblaCarousel }, plugins]) => {
        if (cancelled) return;
        carousel = EmblaCarousel(viewport, options, plugins);
        setApi(carousel);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      cancelled = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  return [setViewport, api] as const;
}
