/**
 * Reading the request line and the Host header before anything else sees them. A target is
 * parsed against a fixed origin, never against the Host the client sent, so `//evil.example/x`
 * is a path with empty segments, not a host; redirects built here are always a same-site path.
 */

export type Target =
  | { kind: "path"; pathname: string; search: string }
  | { kind: "redirect"; location: string }
  | { kind: "refuse"; reason: string };

const fixedBase = "http://site.invalid";

/** A DNS name or IPv4 address with an optional port, or a bracketed IPv6 literal. */
const hostPattern =
  /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

export function isValidHost(value: string | undefined): value is string {
  if (!value || value.length > 260) return false;
  const match = hostPattern.exec(value);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/**
 * The path to serve for a request target: origin-form as sent, absolute-form only for one of
 * `ownHosts`. Runs of slashes and a trailing slash are answered with a redirect to the
 * canonical path; a backslash (which browsers read as a slash) is refused.
 */
export function parseTarget(raw: string, ownHosts: ReadonlySet<string>): Target {
  if (/^https?:\/\//i.test(raw)) {
    let absolute: URL;
    try {
      absolute = new URL(raw);
    } catch {
      return { kind: "refuse", reason: "malformed absolute-form target" };
    }
    if (!ownHosts.has(absolute.host.toLowerCase()))
      return { kind: "refuse", reason: "absolute-form target for another host" };
    return parseTarget(absolute.pathname + absolute.search, ownHosts);
  }
  if (!raw.startsWith("/")) return { kind: "refuse", reason: "target is not a path" };
  const queryAt = raw.indexOf("?");
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? "" : raw.slice(queryAt);
  if (rawPath.includes("\\") || /%5c/i.test(rawPath))
    return { kind: "refuse", reason: "backslash in path" };
  const collapsed = rawPath.replace(/\/{2,}/g, "/");
  const canonical = collapsed.length > 1 ? collapsed.replace(/\/+$/, "") || "/" : collapsed;
  if (canonical !== rawPath) return { kind: "redirect", location: canonical + rawQuery };
  let url: URL;
  try {
    url = new URL(canonical + rawQuery, fixedBase);
  } catch {
    return { kind: "refuse", reason: "malformed target" };
  }
  return { kind: "path", pathname: url.pathname, search: url.search };
}
