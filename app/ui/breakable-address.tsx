import { Fragment } from "react";

/**
 * An e-mail or web address that may wrap only after "@", a dot, a slash or a hyphen, never in
 * the middle of a word: each of those characters is followed by a <wbr> break opportunity.
 */
export function BreakableAddress({ text }: { text: string }) {
  const parts = text.split(/(?<=[@./-])/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string never move
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}
