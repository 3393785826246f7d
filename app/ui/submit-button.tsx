import type { ReactNode } from "react";
import { Spinner } from "./spinner.tsx";

export function SubmitButton({
  loading,
  children,
  className = "",
}: {
  loading: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={loading}
      aria-busy={loading || undefined}
      className={`inline-flex min-h-12 items-center justify-center rounded-md bg-amber-500 px-6 py-3 font-semibold text-navy-950 hover:bg-amber-300 disabled:cursor-not-allowed disabled:opacity-80 ${className}`}
    >
      {loading ? <Spinner /> : children}
    </button>
  );
}
