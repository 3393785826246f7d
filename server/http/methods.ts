/** What the site does with each request method, decided before routing. */

export const allowedMethods = "GET, HEAD, POST, OPTIONS";
export const readOnlyMethods = "GET, HEAD";

/** Methods HTTP defines that the site never accepts: 405 with Allow. */
const refused = new Set(["TRACE", "CONNECT", "PUT", "PATCH", "DELETE"]);

export type MethodVerdict = "read" | "write" | "options" | "refuse" | "unsupported";

export function judgeMethod(method: string): MethodVerdict {
  if (method === "GET" || method === "HEAD") return "read";
  if (method === "POST") return "write";
  if (method === "OPTIONS") return "options";
  if (refused.has(method)) return "refuse";
  // WebDAV and other extension methods Node's parser knows (PROPFIND, MKCOL, LOCK…).
  return "unsupported";
}
