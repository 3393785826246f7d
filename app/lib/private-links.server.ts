import type { MiddlewareFunction } from "react-router";

/**
 * Paths whose URL carries a secret (a fleet link, a report file's, a reminder's stop signature)
 * or a request's status: the token is in the path, or the page is a customer's own.
 */
const privateLink = /^\/(fleet|report-files|reminders\/stop|requests)\//i;

const privateHeaders = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * Whatever answers a private link (its page, the page's `.data`, a file or a CSV, a resource
 * route's `.data`, which React Router sends without the route's own headers, or a 404 under a
 * valid link) is kept by no cache, sent on as no referrer and indexed by no crawler.
 */
export const privateLinkHeaders: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!privateLink.test(new URL(request.url).pathname)) return response;
  const mark = (answer: Response) => {
    for (const [name, value] of Object.entries(privateHeaders)) answer.headers.set(name, value);
    return answer;
  };
  try {
    return mark(response);
  } catch {
    // A response whose headers cannot change (a redirect made by Response.redirect) is copied.
    return mark(new Response(response.body, response));
  }
};
