/** The console's small shared pieces: the CSRF field, badges, notices, controls and fields. */
import type { ReactNode } from "react";
import { pageTitle } from "#app/lib/company.ts";
import { fieldRows } from "#app/ui/form-field.tsx";

/** The title and robots rule of every console page. */
export function consoleMeta(title?: string) {
  return [
    { title: pageTitle(title ? `${title} · Staff console` : "Staff console") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

/** The console's buttons, and links drawn as one: the main action, a quieter one, a removal. */
export const buttonClass = {
  primary:
    "inline-flex min-h-10 items-center justify-center rounded-md bg-navy-800 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-700",
  secondary:
    "inline-flex min-h-10 items-center justify-center rounded-md border border-navy-800 bg-white px-4 py-2 text-sm font-semibold text-navy-800 hover:bg-navy-50",
  danger:
    "inline-flex min-h-10 items-center justify-center rounded-md border border-danger-700 bg-white px-4 py-2 text-sm font-semibold text-danger-700 hover:bg-danger-100",
};

export type Tone = "neutral" | "info" | "good" | "warn" | "bad";

const tones: Record<Tone, string> = {
  neutral: "border-steel-300 bg-paper text-steel-800",
  info: "border-navy-200 bg-navy-50 text-navy-800",
  good: "border-success-700/40 bg-success-100 text-success-700",
  warn: "border-amber-800/40 bg-amber-100 text-amber-800",
  bad: "border-danger-700/40 bg-danger-100 text-danger-700",
};

export function Badge({ tone = "neutral", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** The tone of a stored delivery or screening value. */
export function deliveryTone(value: string): Tone {
  if (value === "sent" || value === "clear") return "good";
  if (value === "held" || value === "spam") return "warn";
  if (value === "dead") return "bad";
  return "neutral";
}

/** The red marker of a breakdown nobody has acknowledged. */
export function BreakdownMarker() {
  return (
    <span className="inline-flex items-center gap-1 rounded border border-danger-700 bg-danger-100 px-1.5 py-0.5 text-xs font-bold text-danger-700 whitespace-nowrap">
      <span aria-hidden="true" className="size-2 rounded-full bg-danger-700" />
      Breakdown — not acknowledged
    </span>
  );
}

/** A confirmation (role status) or a problem (role alert). */
export function Notice({ tone, children }: { tone: "good" | "bad"; children: ReactNode }) {
  return (
    <p
      role={tone === "good" ? "status" : "alert"}
      className={`rounded-md border px-4 py-3 text-sm font-medium ${tones[tone]}`}
    >
      {children}
    </p>
  );
}

/** What the last change did, under a page's heading after its redirect (nothing without one). */
export function DoneNotice({ done }: { done: string | null }) {
  return done ? (
    <div className="mt-4">
      <Notice tone="good">{done}</Notice>
    </div>
  ) : null;
}

/** aria-invalid and aria-describedby of a control with a hint and an error. */
export function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return {
    ...(error ? { "aria-invalid": true } : {}),
    ...(ids.length ? { "aria-describedby": ids.join(" ") } : {}),
  };
}

/**
 * A label, the control it names, an optional hint and the error found in the control: the words
 * and the control are the field's two rows in its form's grid (fieldRows), so the controls of a
 * row line up whatever hints stand above them.
 */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className = "",
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`${fieldRows} grid-cols-1 gap-1 ${className}`}>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-navy-950">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-steel-600">
            {hint}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        {children}
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A titled block of the page. */
export { CardSection as Panel } from "#app/ui/card-section.tsx";

/** Label and value pairs, two columns from small screens up. */
export function DetailList({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[minmax(6.5rem,8.5rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-steel-700">{label}</dt>
          <dd className="break-words whitespace-pre-wrap text-navy-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
