import { Link } from "react-router";
import { company } from "#app/lib/company.ts";

/** The mark: the IEC symbol of a two-winding transformer, two interlinked rings. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="10" className="fill-navy-800" />
      <circle cx="19" cy="24" r="10" fill="none" strokeWidth="3.5" className="stroke-amber-500" />
      <circle cx="29" cy="24" r="10" fill="none" strokeWidth="3.5" className="stroke-white" />
    </svg>
  );
}

export function Logo({
  tone = "light",
  className = "",
}: {
  tone?: "light" | "dark";
  className?: string;
}) {
  const main = tone === "light" ? "text-white" : "text-navy-950";
  const sub = tone === "light" ? "text-amber-300" : "text-amber-800";
  // The wordmark sets the last word of the short name ("Solutions") small, under the rest.
  const words = company.shortName.split(" ");
  const last = words.pop();
  return (
    <Link
      discover="none"
      to="/"
      className={`inline-flex items-center gap-2.5 rounded-md ${className}`}
    >
      <LogoMark className="size-10 shrink-0" />
      <span className="flex flex-col leading-none">
        <span className={`text-lg font-semibold tracking-tight ${main}`}>{words.join(" ")}</span>
        <span className={`mt-1 text-xs font-medium tracking-[0.22em] uppercase ${sub}`}>
          {last}
        </span>
        <span className="sr-only">, {company.name}, home page</span>
      </span>
    </Link>
  );
}
