/**
 * Browser tests drive Debian's Chromium, never a downloaded one. Finds it (CHROME_PATH, else
 * /usr/bin/chromium); where it is missing, installs Debian's package when this is root with
 * apt-get, else stops with a one-line instruction.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "../tests/chromium.ts";

const target = chromiumPath();
if (existsSync(target)) process.exit(0);

const canInstall =
  !process.env.CHROME_PATH && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
if (!canInstall) {
  console.error(
    `Chromium not found at ${target}: install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.`,
  );
  process.exit(1);
}

console.log("Chromium is missing: installing Debian's chromium package with apt-get…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-dejavu-core"],
]) {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(
      `apt-get ${args.join(" ")} failed (exit ${result.status}); install chromium by hand.`,
    );
    process.exit(1);
  }
}
if (!existsSync(target)) {
  console.error(`apt-get installed chromium, but ${target} is still missing; set CHROME_PATH.`);
  process.exit(1);
}
