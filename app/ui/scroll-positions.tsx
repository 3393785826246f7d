import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { ServerText } from "./server-text.tsx";

/** React Router's own key for the positions it keeps in sessionStorage. */
export const scrollPositionsKey = "react-router-scroll-positions";

/**
 * The document's part of scroll restoration, as React Router's `<ScrollRestoration>` writes it,
 * except that the saved position is read one task later, not inside the parse (issue 27): the
 * first sessionStorage access of a page is a synchronous call to the browser process, measured
 * here at 0.6 to 117 ms, and it sat in the longest task of the service request page's load. The
 * history key is still set at once, before React Router reads it when it starts. (A reload or a
 * return is mostly restored by the browser itself: React Router hands scrolling back to it as
 * the page is left.)
 */
export const restoreScrollScript = `(function(){var h=history;if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2)},"");var k=h.state.key,s=${JSON.stringify(scrollPositionsKey)};setTimeout(function(){try{var y=JSON.parse(sessionStorage.getItem(s)||"{}")[k];if(typeof y==="number")scrollTo(0,y)}catch(e){sessionStorage.removeItem(s)}})})()`;

/**
 * `<ScrollRestoration>` for a page that hydrates: React Router's hook (positions saved as the
 * page is left, restored on client-side navigations and after hydration) and the script above
 * for the moments before hydration.
 */
export function ScrollPositions({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: scrollPositionsKey });
  return (
    <ServerText tag="script" nonce={nonce} text={import.meta.env.SSR ? restoreScrollScript : ""} />
  );
}
