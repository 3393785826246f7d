import type { AutoplayType } from "embla-carousel-autoplay";
import { useCallback, useEffect, useRef, useState } from "react";
import type { HeroSlide } from "~/ui/content-types";
import { ChevronRightIcon } from "~/ui/icons";
import { Picture } from "~/ui/picture";
import { useCarouselPosition } from "./use-carousel-position";
import { useEmbla } from "./use-embla";

const slideDelayMs = 5000;

/** The buttons that step back and forth through the pictures. */
const steps = [
  { direction: -1, label: "Previous picture", icon: "size-5 rotate-180" },
  { direction: 1, label: "Next picture", icon: "size-5" },
] as const;

/**
 * The banner carousel: five pictures, auto-playing in an endless loop, no thumbnails. The first
 * slide is in the server HTML; without JavaScript, and until Embla is imported after hydration,
 * the strip can still be swiped. Autoplay pauses while the pointer or keyboard focus is on it,
 * never starts under prefers-reduced-motion, and has a visible pause button.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const autoplay = useRef<AutoplayType>(undefined);
  const [viewportRef, api] = useEmbla({ loop: true, duration: 28 }, async () => {
    const { default: Autoplay } = await import("embla-carousel-autoplay");
    autoplay.current = Autoplay({
      delay: slideDelayMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      rootNode: (emblaRoot) => emblaRoot.closest<HTMLElement>("[data-carousel]") ?? emblaRoot,
    });
    return [autoplay.current];
  });
  const { selected } = useCarouselPosition(api);
  const [paused, setPaused] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const focusInside = useRef(false);
  const rootRef = useRef<HTMLElement>(null);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  // Keyboard focus anywhere in the carousel holds the slide still.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !api) return;
    const onFocusIn = () => {
      focusInside.current = true;
      autoplay.current?.stop();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (root.contains(event.relatedTarget as Node | null)) return;
      focusInside.current = false;
      if (!pausedRef.current) autoplay.current?.play();
    };
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [api]);

  useEffect(() => {
    if (!api) return;
    setEnhanced(true);
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reducedMotion) setPaused(true);
    else autoplay.current?.play();
  }, [api]);

  const togglePause = useCallback(() => {
    setPaused((wasPaused) => {
      if (wasPaused) {
        if (!focusInside.current) autoplay.current?.play();
      } else {
        autoplay.current?.stop();
      }
      return !wasPaused;
    });
  }, []);

  const go = (direction: -1 | 1) => {
    if (direction < 0) api?.scrollPrev();
    else api?.scrollNext();
  };

  return (
    <section
      data-carousel
      aria-roledescription="carousel"
      aria-label="Our work in pictures"
      className="relative"
      ref={rootRef}
    >
      {/* Before the script runs the strip scrolls sideways, so it takes keyboard focus. */}
      <div
        ref={viewportRef}
        tabIndex={enhanced ? undefined : 0}
        className={`overflow-hidden rounded-card bg-paper shadow-raised ${enhanced ? "" : "snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"}`}
      >
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
            <div
              key={slide.image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-slide={index}
              aria-hidden={enhanced && index !== selected ? true : undefined}
              className="relative min-w-0 flex-[0_0_100%] snap-start"
            >
              <Picture
                image={slide.image}
                priority={index === 0}
                sizes="(min-width: 1024px) 600px, 100vw"
                className="block w-full"
              />
              <p className="absolute inset-x-0 bottom-0 bg-navy-950/80 px-4 py-3 text-sm text-white sm:px-5">
                {slide.caption}
              </p>
            </div>
          ))}
        </div>
      </div>
      <div className={`mt-3 flex items-center justify-end gap-2 ${enhanced ? "" : "invisible"}`}>
        <span className="mr-auto text-sm text-navy-100" aria-hidden="true">
          {selected + 1} / {slides.length}
        </span>
        <button
          type="button"
          onClick={togglePause}
          className="rounded-md border border-navy-600 px-3 py-2 text-sm font-medium text-white hover:bg-navy-800"
        >
          {paused ? "Play slideshow" : "Pause slideshow"}
        </button>
        {steps.map(({ direction, label, icon }) => (
          <button
            key={direction}
            type="button"
            onClick={() => go(direction)}
            className="flex size-10 items-center justify-center rounded-md border border-navy-600 text-white hover:bg-navy-800"
          >
            <ChevronRightIcon className={icon} />
            <span className="sr-only">{label}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
