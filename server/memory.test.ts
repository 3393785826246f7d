import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingNodeFlags } from "./memory.ts";

const root = path.resolve(import.meta.dirname, "..");
const flags = "--max-semi-space-size=8 --max-old-space-size=384";

describe("the server's memory settings", () => {
  it("are passed by npm start, npm run serve and the systemd unit alike", () => {
    const scripts = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts;
    const env = "MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072";
    expect(scripts.serve).toBe(`${env} node ${flags} server/start.ts`);
    expect(scripts.start).toBe(`npm run build && ${env} node ${flags} server/start.ts`);
    const unit = readFileSync(path.join(root, "deploy", "vidyut-site.service"), "utf8");
    expect(unit).toContain(`ExecStart=/usr/bin/env node ${flags} server/start.ts`);
    expect(unit).toContain(`Environment=${env}\n`);
  });

  it("names the flags a process was started without", () => {
    expect(missingNodeFlags(["--max-semi-space-size=8", "--max-old-space-size=384"])).toEqual([]);
    expect(missingNodeFlags(["--max-old-space-size=384"])).toEqual(["--max-semi-space-size=8"]);
  });
});
