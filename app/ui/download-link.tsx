import { DownloadIcon } from "./icons.tsx";

/** A link to a PDF the build printed: what it is, that it is a PDF, saved rather than opened. */
export function DownloadLink({
  href,
  label,
  className = "",
}: {
  href: string;
  label: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      download
      // A link to a file means nothing on paper.
      className={`inline-flex items-center gap-2 font-semibold text-navy-700 underline decoration-navy-300 underline-offset-4 hover:text-navy-900 print:hidden ${className}`}
    >
      <DownloadIcon className="size-5 shrink-0 text-amber-800" />
      <span>
        {label} <span className="font-normal text-steel-600">(PDF)</span>
      </span>
    </a>
  );
}
