/** A unit's condition as a coloured label with its words (never colour alone). */
const looks: Record<string, [string, string]> = {
  normal: ["Normal", "border-success-700/40 bg-success-100 text-success-700"],
  watch: ["Watch", "border-amber-800/40 bg-amber-100 text-amber-800"],
  "act-soon": ["Act soon", "border-danger-700/40 bg-danger-100 text-danger-700"],
  "act-now": ["Act now", "border-danger-700 bg-danger-700 text-white"],
  "not-judged": ["Not judged", "border-steel-300 bg-paper text-steel-800"],
};

export function ConditionBadge({ condition }: { condition: string | null }) {
  const [label, look] = looks[condition ?? "not-judged"] ?? looks["not-judged"] ?? ["", ""];
  return (
    <span
      className={`inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap print:border-black print:bg-white print:text-black ${look}`}
    >
      {condition === null ? "No tests yet" : label}
    </span>
  );
}
