/** Throughput and latency under load (autocannon), and accepted enquiries per second. */
import autocannon from "autocannon";

export type LoadResult = {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests answered in the measured time. */
  total: number;
  non2xx: number;
  errors: number;
};

/** `seconds` of 50 connections (unless `options` say otherwise) on `url`. */
export async function load(
  target: string,
  url: string,
  seconds: number,
  options: Partial<autocannon.Options> = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
    ...options,
  });
  const summary = {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(`  load ${target}: ${JSON.stringify(summary)}`);
  return summary;
}

/** POSTs a new contact enquiry per request (20 connections), all dated by one form token. */
export function loadEnquiries(site: string, seconds: number, formToken: string) {
  let counter = 0;
  return load("POST /contact", `${site}/contact`, seconds, {
    connections: 20,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          counter += 1;
          request.body = new URLSearchParams({
            firstName: "Bench",
            lastName: `Visitor ${counter}`,
            email: `bench${counter}@example.in`,
            phone: "987-654-3210",
            service: "service",
            message: `Benchmark enquiry ${counter}: oil filtration for a 1 MVA transformer.`,
            idempotencyKey: `bench-${process.pid}-${counter}-abcdef`,
            formToken,
          }).toString();
          return request;
        },
      },
    ],
  });
}

/** Server-rendered search (`url` is one) with a keyword never asked before on every request. */
export function loadColdSearch(url: string, seconds: number) {
  let searchCounter = 0;
  return load("search, a new keyword each time", url, seconds, {
    requests: [
      {
        setupRequest: (request) => {
          searchCounter += 1;
          request.path = `/services/search/oil${searchCounter}`;
          return request;
        },
      },
    ],
  });
}
