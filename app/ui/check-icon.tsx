/** The amber tick of the site's lists. */
export function CheckIcon({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" className="fill-amber-100" />
      <path
        d="M6 10.5l2.6 2.5L14 7.5"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-amber-800"
      />
    </svg>
  );
}
