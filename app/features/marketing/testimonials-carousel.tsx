import type { Testimonial } from "#app/ui/content-types.ts";
import { useCarouselBehaviour } from "./use-carousel-behaviour.ts";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-card border border-steel-200 bg-white p-6 shadow-card">
      <svg viewBox="0 0 32 24" className="h-6 w-8 fill-amber-500" aria-hidden="true">
        <path d="M0 24V13C0 5.8 4.2 1.3 12 0l1.3 3.6C8.8 5 6.6 7.7 6.4 11H12v13zm18 0V13c0-7.2 4.2-11.7 12-13l1.3 3.6C26.8 5 24.6 7.7 24.4 11H30v13z" />
      </svg>
      <blockquote className="mt-4 flex-1 text-steel-700">
        <p>{testimonial.feedBack}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-steel-200 pt-4">
        <p className="truncate font-semibold text-navy-950">{testimonial.name}</p>
        <p className="text-sm text-steel-700">{testimonial.work}</p>
        <p className="text-sm font-semibold text-navy-800">{testimonial.company}</p>
      </figcaption>
    </figure>
  );
}

/**
 * 'What Client Say': 1 testimonial visible below 464 px, 2 up to 1024, 3 up to 3000, 5 above, in
 * a scroll-snap row the visitor swipes with or without JavaScript; the script
 * (carousel-behaviours.ts, plain DOM code) shows a dot per place the row can rest at. The dots
 * are rendered hidden, one per testimonial, for the script to show.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const rootRef = useCarouselBehaviour<HTMLElement>("testimonials");

  return (
    <section
      ref={rootRef}
      data-carousel="testimonials"
      aria-roledescription="carousel"
      aria-label="Client testimonials"
    >
      <div
        data-carousel-strip
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
        tabIndex={0}
        className="relative snap-x snap-mandatory overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:thin] print:overflow-visible"
      >
        {/* On paper every testimonial prints, two to a row, instead of the strip's first two. */}
        <ul className="flex gap-5 print:flex-wrap print:justify-center">
          {testimonials.map((testimonial, index) => (
            <li
              key={testimonial.name}
              data-testimonial={index}
              className="min-w-0 flex-[0_0_100%] snap-start min-[464px]:flex-[0_0_calc((100%-1.25rem)/2)] min-[1024px]:flex-[0_0_calc((100%-2.5rem)/3)] min-[3000px]:flex-[0_0_calc((100%-5rem)/5)]"
            >
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex min-h-11 justify-center gap-1 print:hidden">
        {testimonials.map((testimonial, index) => (
          // One element a dot (the dot is its ::before), hidden until the script shows it.
          <button
            key={testimonial.name}
            type="button"
            data-carousel-dot
            hidden
            aria-label={`Show testimonials from position ${index + 1}`}
            className="flex size-11 items-center justify-center before:block before:size-3 before:rounded-full before:bg-steel-300 before:transition-colors before:content-[''] hover:before:bg-steel-500 aria-[current=true]:before:bg-navy-800"
          />
        ))}
      </div>
    </section>
  );
}
