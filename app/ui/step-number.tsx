/**
 * A step's number in a navy disc; screen readers get the number from the text beside it. A module
 * of its own: the service request page shows it without loading the content blocks.
 */
export function StepNumber({ n, className }: { n: number; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-navy-800 font-semibold ${className}`}
    >
      {n}
    </span>
  );
}
