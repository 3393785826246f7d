/**
 * The tests drive Debian's programs, never downloaded ones: Chromium's headless shell (CHROME_PATH,
 * else /usr/bin/chromium-headless-shell) for the browser tests and Chromium itself for the bench's
 * Lighthouse and the screenshots script, nginx for the reverse-proxy test and systemd-analyze
 * to verify the systemd unit, and poppler's pdftoppm to
 * read issued test reports as images. Where some are missing, installs their Debian packages in one
 * apt-get run when this is root, else stops with a one-line instruction.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, testBrowserPath } from "#tests/chromium.ts";

type Tool = { name: string; binary: string; packages: string[] };

const tools: Tool[] = [
  {
    name: "Chromium's headless shell",
    binary: testBrowserPath(),
    packages: ["chromium-headless-shell", "fonts-dejavu-core"],
  },
  { name: "Chromium", binary: chromiumPath(), packages: ["chromium"] },
  { name: "nginx", binary: "/usr/sbin/nginx", packages: ["nginx-light"] },
  { name: "systemd-analyze", binary: "/usr/bin/systemd-analyze", packages: ["systemd"] },
  // Issued test reports are checked page by page as images: pdftoppm renders them.
  { name: "pdftoppm", binary: "/usr/bin/pdftoppm", packages: ["poppler-utils"] },
];

const missing = tools.filter((tool) => !existsSync(tool.binary));
if (missing.length === 0) process.exit(0);

const packages = missing.flatMap((tool) => tool.packages);
const names = missing.map((tool) => `${tool.name} (${tool.binary})`).join(", ");
// A CHROME_PATH that points nowhere is a mistake to report, not something apt-get can fix.
const badChromePath = Boolean(process.env.CHROME_PATH) && !existsSync(testBrowserPath());
const canInstall = !badChromePath && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
if (!canInstall) {
  console.error(
    `Missing ${names}: install Debian's packages (sudo apt-get install -y --no-install-recommends ${packages.join(" ")})${badChromePath ? " or set CHROME_PATH to a Chromium binary" : ""}.`,
  );
  process.exit(1);
}

console.log(`Missing ${names}: installing ${packages.join(" ")} with apt-get…`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", "--no-install-recommends", ...packages],
]) {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(
      `apt-get ${args.join(" ")} failed (exit ${result.status}); install ${packages.join(" ")} by hand.`,
    );
    process.exit(1);
  }
}
const stillMissing = missing.filter((tool) => !existsSync(tool.binary));
if (stillMissing.length > 0) {
  console.error(
    `apt-get finished, but ${stillMissing.map((tool) => tool.binary).join(", ")} is still missing.`,
  );
  process.exit(1);
}
