import type { HeroSlide } from "#app/ui/content-types.ts";
import { ChevronRightIcon } from "#app/ui/icons.tsx";
import { Picture } from "#app/ui/picture.tsx";
import { useCarouselBehaviour } from "./use-carousel-behaviour.ts";

/** The buttons that step back and forth through the pictures. */
const steps = [
  { direction: -1, label: "Previous picture", icon: "size-5 rotate-180" },
  { direction: 1, label: "Next picture", icon: "size-5" },
] as const;

/**
 * The banner carousel: five pictures in a scroll-snap strip, auto-playing in a loop, no
 * thumbnails. The strip is the browser's own (swiped, scrolled by keyboard) with or without
 * JavaScript; the script (carousel-behaviours.ts, plain DOM code) adds the counter, the buttons
 * and the autoplay, which pauses while the pointer or keyboard focus is on the carousel, never
 * starts under prefers-reduced-motion, and has a visible pause button. The markup is the same for
 * every visitor; the buttons stay invisible (holding their place) until the script runs.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const rootRef = useCarouselBehaviour<HTMLElement>("hero");

  return (
    <section
      data-carousel="hero"
      aria-roledescription="carousel"
      aria-label="Our work in pictures"
      className="relative print:hidden"
      ref={rootRef}
    >
      {/* The strip scrolls sideways, so it takes keyboard focus. */}
      <div
        data-carousel-strip
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
      <div data-carousel-controls className="invisible mt-3 flex items-center justify-end gap-2">
        <span data-carousel-counter className="mr-auto text-sm text-navy-100" aria-hidden="true">
          {`1 / ${slides.length}`}
        </span>
        <button
          type="button"
          data-carousel-pause
          className="rounded-md border border-navy-600 px-3 py-2 text-sm font-medium text-white hover:bg-navy-800"
        >
          Pause slideshow
        </button>
        {steps.map(({ direction, label, icon }) => (
          <button
            key={direction}
            type="button"
            data-carousel-step={direction}
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
