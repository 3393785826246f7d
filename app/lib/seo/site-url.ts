/** The public origin of the site, fixed at build time (vite.config.ts defines it from SITE_URL). */
export const siteUrl: string = import.meta.env.VITE_SITE_URL ?? "http://localhost:3000";

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
