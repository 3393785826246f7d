import { Link } from "react-router";

export type Crumb = { label: string; to?: string };

export function Breadcrumb({ items, tone = "light" }: { items: Crumb[]; tone?: "light" | "dark" }) {
  const link =
    tone === "dark"
      ? "text-navy-100 underline-offset-4 hover:text-white hover:underline"
      : "text-navy-700 underline-offset-4 hover:underline";
  const current = tone === "dark" ? "text-white" : "text-steel-700";
  return (
    <nav aria-label="Breadcrumb" className="print:hidden">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {items.map((item, index) => (
          <li key={item.to ?? item.label} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-steel-500">
                /
              </span>
            ) : null}
            {item.to && index < items.length - 1 ? (
              // Not discovered ahead: a found route changes the router's state after hydration,
              // which re-renders every part still waiting to hydrate (hydration-gate.ts). A
              // click fetches the route then.
              <Link discover="none" to={item.to} className={link}>
                {item.label}
              </Link>
            ) : (
              <span
                aria-current={index === items.length - 1 ? "page" : undefined}
                className={current}
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
