/**
 * Steps 2 to 5 of the service request hydrate once the visitor first touches the page (issue
 * 27, decision 0023). When the page loads they are hidden behind step 1 and nothing can be typed
 * into them, so React keeps their server markup as it is and hydrates them on the first pointer,
 * key, focus or input anywhere on the page, in the background while step 1 is being filled in.
 * A visit that never touches the page never pays for them.
 *
 * How: inside each later step's Suspense boundary `HydrationGate` suspends while the page is
 * hydrating and nobody has touched it. A boundary whose child suspends during hydration keeps
 * the server's HTML and is hydrated when the promise resolves, provided it receives no update
 * meanwhile (React would then render it afresh): the step is memoised around its boundary and
 * its props do not change while the gate is shut. The gate is opened by a capture listener on
 * window, which runs before React sees the event, so any update the event causes finds it open
 * (HydrationGate then renders nothing without asking the promise).
 *
 * What keeps the gate shut: no context above the boundaries may change before the visitor
 * touches the page. React cannot tell whether a boundary still waiting to hydrate reads a
 * changed context, so it throws the boundary's server markup away and renders it afresh. The
 * router's state is such a context, and React Router changes it whenever it patches in the
 * routes of links it discovered in the document; so no link on this page is discovered ahead
 * (`discover="none"`), and a click on one fetches its route then.
 * A page rendered in the browser (reached by a client-side navigation) has no server markup to
 * keep: the gate is open from the start.
 */
import { use } from "react";

let open = false;
let release = () => {};
const gate = new Promise<void>((resolve) => {
  release = resolve;
});

/** Opens the gate: the later steps hydrate (React retries them) and never wait again. */
export function openHydrationGate(): void {
  open = true;
  release();
}

export function isHydrationGateOpen(): boolean {
  return open;
}

/**
 * Called once as the form's module loads: with the server's markup of the later steps in the
 * document (the page is about to hydrate) the gate waits for the visitor's first pointer, key,
 * focus or input; otherwise it opens at once.
 */
export function armHydrationGate(win: Window | undefined = globalThis.window): void {
  if (win?.document.getElementById("sr-step-asset"))
    // "click": assistive technology and voice control activate a control with a bare click,
    // without pointer, key or focus events; a Next checked with the gate shut would otherwise
    // re-render the later steps from scratch and drop what was typed into them before hydration.
    for (const type of ["pointerdown", "keydown", "focusin", "input", "click"])
      win.addEventListener(type, openHydrationGate, { capture: true, once: true });
  else openHydrationGate();
}

/** Renders nothing; suspends while the gate is shut (see above). */
export function HydrationGate(): null {
  if (!open) use(gate);
  return null;
}
