/**
 * How the test server stored an enquiry, read as an operator reads it:
 * `npm run enquiries -- show <reference>` on the test server's database.
 */
import { execFileSync } from "node:child_process";
import { projectRoot } from "./spawn-server.ts";

export function storedEnquiryStatus(reference: string): { status: string; spamReason: string } {
  const shown = execFileSync(process.execPath, ["scripts/enquiries.ts", "show", reference], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? "", LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  const field = (name: string) => new RegExp(`^${name} +(.*)$`, "m").exec(shown)?.[1]?.trim() ?? "";
  return { status: field("status"), spamReason: field("spam_reason") };
}
