/**
 * A request's path as the log keeps it: without its query string, and without the secret of a
 * private link (a fleet link, a report file's, a reminder's stop signature), which the database
 * keeps only as a hash. The path is read as the router reads it (decoded, any case, runs of
 * slashes as one), so a link sent spelt otherwise is kept out too. deploy/nginx.conf logs the
 * same way.
 */
export function loggedPath(url: string): string {
  let path = (url.split("?")[0] ?? "")
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "")
    .replace(/\/{2,}/g, "/");
  try {
    // Dot segments resolved as the router resolves them ("/./fleet/…", "/x/%2e%2e/fleet/…").
    if (path.startsWith("/")) path = new URL(path, "http://path.invalid").pathname;
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is logged as it was sent.
  }
  return path
    .replace(/\/{2,}/g, "/")
    .slice(0, 300)
    .replace(/^\/(fleet|report-files)\/[^/]+/i, (_, kind: string) => `/${kind}/[secret]`)
    .replace(/^\/reminders\/stop\/.*/i, "/reminders/stop/[secret]");
}
