import { useEffect, useRef, useState } from "react";
import type { HeroSlide } from "#app/ui/content-types.ts";
import { ChevronRightIcon } from "#app/ui/icons.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { useSnapCarousel } from "./use-snap-carousel.ts";

const slideDelayMs = 5000;

/** The buttons that step back and forth through the pictures. */
const steps = [
  { direction: -1, label: "Previous picture", icon: "size-5 rotate-180" },
  { direction: 1, label: "Next picture", icon: "size-5" },
] as const;

/**
 * The banner carousel: five pictures in a scroll-snap strip, auto-playing in a loop, no
 * thumbnails. The strip is the browser's own (swiped, scrolled by keyboard) with or without
 * JavaScript; the script adds the counter, the buttons and the autoplay, which pauses while the
 * pointer or keyboard focus is on the carousel, never starts under prefers-reduced-motion, and
 * has a visible pause button.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const [strip, setStrip] = useState<HTMLDivElement | null>(null);
  const { selected, scrollTo } = useSnapCarousel(strip);
  const [enhanced, setEnhanced] = useState(false);
  const [paused, setPaused] = useState(false);
  // The pointer or keyboard focus on the carousel holds the slide still, without pausing it.
  const [held, setHeld] = useState(false);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setEnhanced(true);
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) release();
    };
    root.addEventListener("mouseenter", hold);
    root.addEventListener("mouseleave", release);
    root.addEventListener("focusin", hold);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      root.removeEventListener("mouseenter", hold);
      root.removeEventListener("mouseleave", release);
      root.removeEventListener("focusin", hold);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  const go = (direction: -1 | 1) =>
    scrollTo((selected + direction + slides.length) % slides.length);

  useEffect(() => {
    if (!enhanced || paused || held) return;
    const timer = setTimeout(() => scrollTo((selected + 1) % slides.length), slideDelayMs);
    return () => clearTimeout(timer);
  }, [enhanced, paused, held, selected, scrollTo, slides.length]);

  return (
    <section
      data-carousel
      aria-roledescription="carousel"
      aria-label="Our work in pictures"
      className="relative print:hidden"
      ref={rootRef}
    >
      {/* The strip scrolls sideways, so it takes keyboard focus. */}
      <div
        ref={setStrip}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
        tabIndex={0}
        className="relative snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-card bg-paper shadow-raised [scrollbar-width:none]"
      >
        <div className="flex">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
            <div
              key={slide.image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-slide={index}
              aria-hidden={enhanced && index !== selected ? true : undefined}
              className="relative min-w-0 flex-[0_0_100%] snap-start snap-always"
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
          onClick={() => setPaused((wasPaused) => !wasPaused)}
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
