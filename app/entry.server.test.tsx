/**
 * What reaches the log when a loader, an action or the render throws: the server's error line,
 * with the path as the request log keeps it, and nothing for a request the client gave up on.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loggerContext } from "#app/lib/request-context.ts";
import { handleError } from "./entry.server.tsx";

function recording() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const logger = {
    info: (message: string, fields?: Record<string, unknown>) =>
      lines.push({ level: "info", message, fields }),
    error: (message: string, fields?: Record<string, unknown>) =>
      lines.push({ level: "error", message, fields }),
  };
  const context = new RouterContextProvider();
  context.set(loggerContext, logger);
  return { lines, context };
}

describe("handleError", () => {
  it("logs a thrown error as the server's error, without a fleet link's secret", () => {
    const { lines, context } = recording();
    const request = new Request("http://127.0.0.1:3000/fleet/s3cr3t-t0ken-value/units/4?from=mail");
    handleError(new Error("reportsForRecords failed"), { request, params: {}, context });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe("error");
    expect(lines[0]?.message).toBe("request failed");
    expect(lines[0]?.fields).toMatchObject({
      method: "GET",
      path: "/fleet/[secret]/units/4",
      error: "reportsForRecords failed",
    });
    expect(JSON.stringify(lines)).not.toContain("s3cr3t");
  });

  it("logs nothing for React Router's own 404 of a path no route matches", () => {
    const { lines, context } = recording();
    const request = new Request("http://127.0.0.1:3000/x%0A");
    // The shape of the router's internal answer to "GET /x%0a", which escapes the catch-all.
    const noMatch = {
      status: 404,
      statusText: "Not Found",
      internal: true,
      data: 'Error: No route matches URL "/x\n"',
      error: new Error('No route matches URL "/x\n"'),
    };
    handleError(noMatch, { request, params: {}, context });
    expect(lines).toEqual([]);
  });

  it("logs nothing for a request the client gave up on", () => {
    const { lines, context } = recording();
    const controller = new AbortController();
    controller.abort();
    const request = new Request("http://127.0.0.1:3000/staff", { signal: controller.signal });
    handleError(new Error("aborted"), { request, params: {}, context });
    expect(lines).toEqual([]);
  });
});
