/** The small coloured word beside a judgement in the reading. */
import type { ReactNode } from "react";

export const chipTones = {
  good: "bg-success-100 text-success-700 ring-success-700/30",
  fair: "bg-amber-100 text-amber-800 ring-amber-800/30",
  poor: "bg-danger-100 text-danger-700 ring-danger-700/30",
  neutral: "bg-navy-50 text-navy-800 ring-navy-600/30",
} as const;

export function Chip({ tone, children }: { tone: keyof typeof chipTones; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold sm:whitespace-nowrap ring-1 ring-inset ${chipTones[tone]}`}
    >
      {children}
    </span>
  );
}
