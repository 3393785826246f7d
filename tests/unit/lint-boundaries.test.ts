/**
 * The layout rules of DESIGN.md are enforced by Biome (biome.json): this proves each rule fires,
 * by linting probe files written for the test and removed after it.
 */
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const tag = `p${process.pid}`;
const probes = new Map<string, string>();

/** A probe file: written before the tests, linted with every other probe in one Biome run. */
function probe(relative: string, text: string): string {
  probes.set(relative, text);
  return relative;
}

/** Files of the project linted with the probes, to show what a rule allows where it belongs. */
const allowedFiles = ["app/platform/schema.ts"];

/**
 * Biome's output for all the probes at once: one run, as Biome reads the whole project's module
 * graph each time it starts (about 4 s here), and each test reads its own files' diagnostics.
 */
const result = { status: null as number | null, output: "" };

beforeAll(() => {
  for (const [relative, text] of probes) writeFileSync(path.join(root, relative), text);
  const biome = path.join(root, "node_modules", ".bin", "biome");
  const run = spawnSync(
    biome,
    ["lint", "--max-diagnostics=200", ...probes.keys(), ...allowedFiles],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  result.status = run.status;
  result.output = `${run.stdout}${run.stderr}`;
});

afterAll(() => {
  for (const relative of probes.keys()) rmSync(path.join(root, relative), { force: true });
});

describe("npm run lint", () => {
  const internal0 = probe(
    `app/features/catalogue/lint-probe-${tag}-a.ts`,
    'import { messages } from "#app/features/enquiries/schema.ts";\nexport const probe = messages;\n',
  );
  const entry0 = probe(
    `app/features/catalogue/lint-probe-${tag}-b.ts`,
    'import { messages } from "#app/features/enquiries/public.ts";\nexport const probe = messages;\n',
  );
  it("fails on a feature importing another feature's internals, and allows its public entry", () => {
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${internal0}:1:26 lint/style/noRestrictedImports`);
    expect(result.output).not.toContain(entry0);
  });

  const test0 = probe(
    `app/features/catalogue/lint-probe-${tag}.test.ts`,
    'import { messages } from "#app/features/enquiries/schema.ts";\nexport const probe = messages;\n',
  );
  it("holds a feature's tests to the same rule: another feature only through its public entry", () => {
    expect(result.output).toContain(`${test0}:1:26 lint/style/noRestrictedImports`);
  });

  const ui1 = probe(
    `app/ui/lint-probe-${tag}.ts`,
    'import { catalogue } from "#app/features/catalogue/catalogue.server.ts";\nexport const probe = catalogue;\n',
  );
  const lib1 = probe(
    `app/lib/lint-probe-${tag}.ts`,
    'import { loadConfig } from "../../server/config.ts";\nexport const probe = loadConfig;\n',
  );
  it("fails on app/ui importing a feature and on app/ importing server/", () => {
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${ui1}:1:27 lint/style/noRestrictedImports`);
    expect(result.output).toContain(`${lib1}:1:28 lint/style/noRestrictedImports`);
  });

  const a2 = probe(
    `app/lib/lint-probe-${tag}-cycle-a.ts`,
    `import { b } from "./lint-probe-${tag}-cycle-b.ts";\nexport const a = () => b();\n`,
  );
  probe(
    `app/lib/lint-probe-${tag}-cycle-b.ts`,
    `import { a } from "./lint-probe-${tag}-cycle-a.ts";\nexport const b = () => a();\n`,
  );
  const named2 = probe(`app/lib/LintProbe${tag}.ts`, "export const probe = 1;\n");
  it("fails on an import cycle and on a file name that is not kebab-case", () => {
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${a2}:1:19 lint/suspicious/noImportCycles`);
    expect(result.output).toContain(`${named2} lint/style/useFilenamingConvention`);
  });

  const platform3 = probe(
    `app/platform/lint-probe-${tag}-a.ts`,
    'import { startEnquiries } from "#app/features/enquiries/public.server.ts";\nexport const probe = startEnquiries;\n',
  );
  const tables3 = probe(
    `app/platform/lint-probe-${tag}-b.ts`,
    'import type { StaffTables } from "#app/features/staff/tables.ts";\nexport type Probe = StaffTables;\n',
  );
  const lib3 = probe(
    `app/lib/lint-probe-${tag}-platform.ts`,
    'import { createIntake } from "#app/platform/intake.server.ts";\nexport const probe = createIntake;\n',
  );
  it("fails on the platform importing a feature, or its table types outside schema.ts, and on app/lib importing the platform", () => {
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${platform3}:1:32 lint/style/noRestrictedImports`);
    expect(result.output).toContain(`${tables3}:1:34 lint/style/noRestrictedImports`);
    expect(result.output).toContain(`${lib3}:1:30 lint/style/noRestrictedImports`);
    expect(result.output).not.toContain("app/platform/schema.ts");
  });

  const feature4 = probe(
    `app/features/staff/lint-probe-${tag}-fixture.ts`,
    'import { openTestDesk } from "#tests/fixtures/staff-desk.ts";\nexport const probe = openTestDesk;\n',
  );
  const test4 = probe(
    `app/features/staff/lint-probe-${tag}.test.ts`,
    'import { openTestDesk } from "#tests/fixtures/staff-desk.ts";\nexport const probe = openTestDesk;\n',
  );
  const script4 = probe(
    `scripts/lint-probe-${tag}-a.ts`,
    'import { addStaff } from "#app/features/staff/accounts.server.ts";\nexport const probe = addStaff;\n',
  );
  const entry4 = probe(
    `scripts/lint-probe-${tag}-b.ts`,
    'import { addStaff } from "#app/features/staff/public.ts";\nexport const probe = addStaff;\n',
  );
  it("fails on app/ importing tests/ outside a test, and on scripts importing a feature's internals", () => {
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${feature4}:1:30 lint/style/noRestrictedImports`);
    expect(result.output).toContain(`${script4}:1:26 lint/style/noRestrictedImports`);
    expect(result.output).not.toContain(test4);
    expect(result.output).not.toContain(entry4);
  });

  const alias5 = probe(
    `app/features/catalogue/lint-probe-${tag}-alias.ts`,
    'import { messages } from "~/features/enquiries/public";\nexport const probe = messages;\n',
  );
  const climb5 = probe(
    `app/features/catalogue/lint-probe-${tag}-climb.ts`,
    'import { company } from "../../lib/company.ts";\nexport const probe = company;\n',
  );
  const spelled5 = probe(
    `app/features/catalogue/lint-probe-${tag}-spelled.ts`,
    'import { company } from "#app/lib/company.ts";\nexport const probe = company;\n',
  );
  it("fails on a module of app/ named by ~/ or by a path that climbs out of its folder", () => {
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${alias5}:1:26 lint/style/noRestrictedImports`);
    expect(result.output).toContain(`${climb5}:1:25 lint/style/noRestrictedImports`);
    expect(result.output).not.toContain(spelled5);
  });
});
