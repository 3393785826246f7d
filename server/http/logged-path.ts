/**
 * A request's path as the log keeps it: without its query string, and without the secret of a
 * private link (a fleet link, a report file's, a reminder's stop signature), which the database
 * keeps only as a hash. deploy/nginx.conf logs the same way.
 */
export function loggedPath(url: string): string {
  return (url.split("?")[0] ?? "")
    .slice(0, 300)
    .replace(/^\/(fleet|report-files)\/[^/]+/, "/$1/[secret]")
    .replace(/^\/reminders\/stop\/.*/, "/reminders/stop/[secret]");
}
