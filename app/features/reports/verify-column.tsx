import type { ReactNode } from "react";

/**
 * A verify page's band and its one column: every part spans the column, so their edges line up;
 * 48 rem (768 px) wide and centred in the site's container from a tablet up, the screen less its
 * margins on a phone, the sheet's width on paper (where the container's limits are lifted).
 */
export function VerifyColumn({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`page-x py-10 lg:py-14 ${className}`}>
      <div className="mx-auto w-full max-w-3xl print:max-w-none">{children}</div>
    </div>
  );
}
