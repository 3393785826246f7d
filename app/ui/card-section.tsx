import type { ReactNode } from "react";
import { TitledSection } from "./titled-section.tsx";

/**
 * A white card with a heading (h2, which names the section): the console's panels and the
 * passport's blocks. `keepTogether` keeps the card on one printed page and its heading with it.
 */
export function CardSection({
  id,
  title,
  children,
  className = "",
  keepTogether = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
  keepTogether?: boolean;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className={`rounded-card border border-steel-200 bg-white p-4 sm:p-5 ${keepTogether ? "break-inside-avoid" : ""} ${className}`}
      headingClassName={`text-lg font-semibold ${keepTogether ? "break-after-avoid" : ""}`}
    >
      <div className="mt-3">{children}</div>
    </TitledSection>
  );
}
