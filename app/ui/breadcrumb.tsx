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
              // A plain anchor, as in the header (decisions 0015, 0026): a crumb leads up to a page the
              // browser loads whole (most are prerendered). A React Router Link cost the page's
              // hydration its first Link render, 3-5 ms at full speed on the service request
              // page (CPU profile), and, discovered, a change of the router's state that made
              // React render again the parts still waiting to hydrate (hydration-gate.ts).
              <a href={item.to} className={link}>
                {item.label}
              </a>
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
