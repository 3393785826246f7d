import { Link } from "react-router";
import { ArrowRightIcon } from "./icons.tsx";

/** A link drawn as a button, with an arrow; not printed (paper has nothing to press). */
export function ButtonLink({
  to,
  children,
  tone = "amber",
}: {
  to: string;
  children: React.ReactNode;
  tone?: "amber" | "navy" | "outline" | "outline-light";
}) {
  const tones = {
    amber: "bg-amber-500 text-navy-950 hover:bg-amber-300",
    navy: "bg-navy-800 text-white hover:bg-navy-700",
    outline: "border border-navy-800 text-navy-800 hover:bg-navy-50",
    "outline-light": "border border-white/70 text-white hover:bg-navy-800",
  };
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 rounded-md px-5 py-3 font-semibold print:hidden ${tones[tone]}`}
    >
      {children}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}

/** A section's way on to the whole of what it shows: underlined text with an arrow. */
export function ArrowLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 font-semibold text-navy-700 underline-offset-4 hover:underline"
    >
      {`${label} `}
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}
