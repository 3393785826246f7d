/**
 * A button that copies a text (a link shown once) to the clipboard and says it did, beside
 * itself, inside the caller's live region. It appears only once the page's scripts run and the
 * browser offers the clipboard: without them the text stays selectable, as it is.
 */
import { useEffect, useState } from "react";

export function CopyButton({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className: string;
}) {
  const [canCopy, setCanCopy] = useState(false);
  const [said, setSaid] = useState("");
  useEffect(() => setCanCopy(typeof navigator.clipboard?.writeText === "function"), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text has not been copied yet
  useEffect(() => setSaid(""), [text]);
  if (!canCopy) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={className}
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setSaid("Copied."),
            () => setSaid("Not copied: select the link and copy it."),
          )
        }
      >
        {label}
      </button>
      <span className="text-sm font-semibold">{said}</span>
    </span>
  );
}
