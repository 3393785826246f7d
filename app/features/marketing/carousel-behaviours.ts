/**
 * The home page's carousels, without React (decision 0019). The home page ships no React
 * (`hydrate: false`); this module is its one script, built by Vite as an entry of its own and
 * named by the route's `handle.behaviours`. When React renders the page instead (a client-side
 * navigation from a page that hydrates), the components call the same functions from an effect.
 *
 * The markup, rendered by the server, works without JavaScript: the strips are the browser's own
 * scroll-snap rows. The script adds the hero's counter, buttons and autoplay, and the
 * testimonials' dots (rendered `hidden`, one per testimonial, shown one per place the row can
 * rest at).
 */
import { type SnapCarousel, snapCarousel } from "./snap-carousel.ts";

/** The hero's autoplay delay; the browser test moves its clock by the same 5 s. */
export const slideDelayMs = 5000;

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

const attached = new WeakMap<HTMLElement, () => void>();

/** Runs `attach` once per element; the returned function undoes it. */
function once(root: HTMLElement, attach: (root: HTMLElement) => () => void): () => void {
  const existing = attached.get(root);
  if (existing) return existing;
  const detach = attach(root);
  const undo = () => {
    attached.delete(root);
    detach();
  };
  attached.set(root, undo);
  return undo;
}

const part = <T extends Element>(root: Element, selector: string) =>
  root.querySelector<T>(selector) as T;

/**
 * The banner carousel: counter, previous and next buttons looping both ways, autoplay every 5 s
 * that pauses while the pointer or keyboard focus is on the carousel, never starts under
 * prefers-reduced-motion, and a visible pause button.
 */
export function attachHeroCarousel(root: HTMLElement): () => void {
  return once(root, () => {
    const strip = part<HTMLElement>(root, "[data-carousel-strip]");
    const slides = [...root.querySelectorAll<HTMLElement>("[data-slide]")];
    const counter = part<HTMLElement>(root, "[data-carousel-counter]");
    const pause = part<HTMLButtonElement>(root, "[data-carousel-pause]");
    let paused = reducedMotion();
    // The pointer or keyboard focus on the carousel holds the slide still, without pausing it.
    let held = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = (carousel: SnapCarousel) => {
      clearTimeout(timer);
      if (paused || held) return;
      timer = setTimeout(
        () => carousel.scrollTo((carousel.selected() + 1) % slides.length),
        slideDelayMs,
      );
    };
    const controls = part<HTMLElement>(root, "[data-carousel-controls]");
    const show = (carousel: SnapCarousel, measured = false) => {
      // The buttons show once the strip has been measured, when they can move it.
      if (measured) controls.classList.remove("invisible");
      const selected = carousel.selected();
      counter.textContent = `${selected + 1} / ${slides.length}`;
      for (const [index, slide] of slides.entries()) {
        if (index === selected) slide.removeAttribute("aria-hidden");
        else slide.setAttribute("aria-hidden", "true");
      }
      pause.textContent = paused ? "Play slideshow" : "Pause slideshow";
      schedule(carousel);
    };
    const carousel = snapCarousel(strip, show);

    const hold = () => {
      held = true;
      schedule(carousel);
    };
    const release = () => {
      held = false;
      schedule(carousel);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) release();
    };
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest("button");
      if (!button || !root.contains(button)) return;
      if (button.hasAttribute("data-carousel-pause")) {
        paused = !paused;
        show(carousel);
        return;
      }
      const step = Number(button.dataset.carouselStep);
      if (step) carousel.scrollTo((carousel.selected() + step + slides.length) % slides.length);
    };
    root.addEventListener("mouseenter", hold);
    root.addEventListener("mouseleave", release);
    root.addEventListener("focusin", hold);
    root.addEventListener("focusout", onFocusOut);
    root.addEventListener("click", onClick);
    show(carousel);

    return () => {
      clearTimeout(timer);
      carousel.detach();
      root.removeEventListener("mouseenter", hold);
      root.removeEventListener("mouseleave", release);
      root.removeEventListener("focusin", hold);
      root.removeEventListener("focusout", onFocusOut);
      root.removeEventListener("click", onClick);
    };
  });
}

/** 'What Client Say': a dot per place the row can rest at, the current one marked. */
export function attachTestimonials(root: HTMLElement): () => void {
  return once(root, () => {
    const strip = part<HTMLElement>(root, "[data-carousel-strip]");
    const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
    const carousel = snapCarousel(strip, (carousel) => {
      const count = carousel.snaps().length;
      for (const [index, dot] of dots.entries()) {
        dot.hidden = count < 2 || index >= count;
        if (index === carousel.selected()) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      }
    });
    const onClick = (event: MouseEvent) => {
      const dot = (event.target as Element).closest<HTMLButtonElement>("[data-carousel-dot]");
      if (dot) carousel.scrollTo(dots.indexOf(dot));
    };
    root.addEventListener("click", onClick);
    return () => {
      carousel.detach();
      root.removeEventListener("click", onClick);
    };
  });
}

// A document React does not hydrate (`<html data-static>`) runs the behaviours itself, as soon as
// the module runs (after the HTML is parsed, before the load event).
if (typeof document !== "undefined" && document.documentElement.hasAttribute("data-static")) {
  for (const root of document.querySelectorAll<HTMLElement>('[data-carousel="hero"]'))
    attachHeroCarousel(root);
  for (const root of document.querySelectorAll<HTMLElement>('[data-carousel="testimonials"]'))
    attachTestimonials(root);
}
