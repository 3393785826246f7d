/**
 * The page a path belongs to: React Router's single fetch asks for a page's data, and posts a
 * form with JavaScript, at the page's path with ".data" added ("/_root.data" for the home page).
 */
export function pagePathOf(pathname: string): string {
  return pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
}
