/** Three pulsing dots, 15 px each with 2 px margin, one cycle every 0.7 s (the spec's spinner). */
export function Spinner({ label = "Sending" }: { label?: string }) {
  return (
    <span className="inline-flex items-center">
      {[0, 1, 2].map((dot) => (
        <span
          key={dot}
          aria-hidden="true"
          className="spinner-dot m-[2px] inline-block size-[15px] rounded-full bg-current"
          data-dot={dot}
        />
      ))}
      <span className="sr-only">{label}</span>
    </span>
  );
}
