import { type ReactNode, Suspense } from "react";

/**
 * A band of a long page below its first screen. A Suspense boundary, so React commits it as a
 * unit of its own when it renders the page (decision 0015), and `render-near-view` (app.css): the
 * browser lays it out only when it comes near the viewport (decision 0021). Until then it holds
 * 40 rem of height, or what `size` sets: a class that sets `--near-view-size` to the band's rough
 * height on a phone.
 */
export function BelowFirstScreen({ size = "", children }: { size?: string; children: ReactNode }) {
  return (
    <Suspense>
      <div className={`render-near-view ${size}`.trim()}>{children}</div>
    </Suspense>
  );
}
