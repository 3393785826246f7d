/**
 * The layout rules of DESIGN.md are enforced by Biome (biome.json): this proves each rule fires,
 * by linting probe files written for the test and removed after it.
 */
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const tag = `p${process.pid}`;
const written: string[] = [];

function probe(relative: string, text: string): string {
  written.push(path.join(root, relative));
  writeFileSync(path.join(root, relative), text);
  return relative;
}

function lint(...files: string[]): { status: number | null; output: string } {
  const biome = path.join(root, "node_modules", ".bin", "biome");
  const result = spawnSync(biome, ["lint", "--max-diagnostics=50", ...files], {
    cwd: root,
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});

describe("npm run lint", () => {
  it("fails on a feature importing another feature's internals, and allows its public entry", () => {
    const internal = probe(
      `app/features/catalogue/lint-probe-${tag}-a.ts`,
      'import { messages } from "#app/features/enquiries/schema.ts";\nexport const probe = messages;\n',
    );
    const entry = probe(
      `app/features/catalogue/lint-probe-${tag}-b.ts`,
      'import { messages } from "#app/features/enquiries/public.ts";\nexport const probe = messages;\n',
    );
    const result = lint(internal, entry);
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${internal}:1:26 lint/style/noRestrictedImports`);
    expect(result.output).not.toContain(entry);
  });

  it("fails on app/ui importing a feature and on app/ importing server/", () => {
    const ui = probe(
      `app/ui/lint-probe-${tag}.ts`,
      'import { catalogue } from "#app/features/catalogue/catalogue.server.ts";\nexport const probe = catalogue;\n',
    );
    const lib = probe(
      `app/lib/lint-probe-${tag}.ts`,
      'import { loadConfig } from "../../server/config.ts";\nexport const probe = loadConfig;\n',
    );
    const result = lint(ui, lib);
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${ui}:1:27 lint/style/noRestrictedImports`);
    expect(result.output).toContain(`${lib}:1:28 lint/style/noRestrictedImports`);
  });

  it("fails on an import cycle and on a file name that is not kebab-case", () => {
    const a = probe(
      `app/lib/lint-probe-${tag}-cycle-a.ts`,
      `import { b } from "./lint-probe-${tag}-cycle-b.ts";\nexport const a = () => b();\n`,
    );
    const b = probe(
      `app/lib/lint-probe-${tag}-cycle-b.ts`,
      `import { a } from "./lint-probe-${tag}-cycle-a.ts";\nexport const b = () => a();\n`,
    );
    const named = probe(`app/lib/LintProbe${tag}.ts`, "export const probe = 1;\n");
    const result = lint(a, b, named);
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${a}:1:19 lint/suspicious/noImportCycles`);
    expect(result.output).toContain(`${named} lint/style/useFilenamingConvention`);
  });

  it("fails on the platform importing a feature or app/lib importing the platform, and allows the features' table types", () => {
    const platform = probe(
      `app/platform/lint-probe-${tag}-a.ts`,
      'import { startEnquiries } from "#app/features/enquiries/public.server.ts";\nexport const probe = startEnquiries;\n',
    );
    const tables = probe(
      `app/platform/lint-probe-${tag}-b.ts`,
      'import type { StaffTables } from "#app/features/staff/tables.ts";\nexport type Probe = StaffTables;\n',
    );
    const lib = probe(
      `app/lib/lint-probe-${tag}-platform.ts`,
      'import { createIntake } from "#app/platform/intake.server.ts";\nexport const probe = createIntake;\n',
    );
    const result = lint(platform, tables, lib);
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${platform}:1:32 lint/style/noRestrictedImports`);
    expect(result.output).toContain(`${lib}:1:30 lint/style/noRestrictedImports`);
    expect(result.output).not.toContain(tables);
  });

  it("fails on app/ importing tests/ outside a test, and on scripts importing a feature's internals", () => {
    const feature = probe(
      `app/features/staff/lint-probe-${tag}-fixture.ts`,
      'import { openTestDesk } from "#tests/fixtures/staff-desk.ts";\nexport const probe = openTestDesk;\n',
    );
    const test = probe(
      `app/features/staff/lint-probe-${tag}.test.ts`,
      'import { openTestDesk } from "#tests/fixtures/staff-desk.ts";\nexport const probe = openTestDesk;\n',
    );
    const script = probe(
      `scripts/lint-probe-${tag}-a.ts`,
      'import { addStaff } from "#app/features/staff/accounts.server.ts";\nexport const probe = addStaff;\n',
    );
    const entry = probe(
      `scripts/lint-probe-${tag}-b.ts`,
      'import { addStaff } from "#app/features/staff/public.ts";\nexport const probe = addStaff;\n',
    );
    const result = lint(feature, test, script, entry);
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${feature}:1:30 lint/style/noRestrictedImports`);
    expect(result.output).toContain(`${script}:1:26 lint/style/noRestrictedImports`);
    expect(result.output).not.toContain(test);
    expect(result.output).not.toContain(entry);
  });

  it("fails on a module of app/ named by ~/ or by a path that climbs out of its folder", () => {
    const alias = probe(
      `app/features/catalogue/lint-probe-${tag}-alias.ts`,
      'import { messages } from "~/features/enquiries/public";\nexport const probe = messages;\n',
    );
    const climb = probe(
      `app/features/catalogue/lint-probe-${tag}-climb.ts`,
      'import { company } from "../../lib/company.ts";\nexport const probe = company;\n',
    );
    const spelled = probe(
      `app/features/catalogue/lint-probe-${tag}-spelled.ts`,
      'import { company } from "#app/lib/company.ts";\nexport const probe = company;\n',
    );
    const result = lint(alias, climb, spelled);
    expect(result.status).toBe(1);
    expect(result.output).toContain(`${alias}:1:26 lint/style/noRestrictedImports`);
    expect(result.output).toContain(`${climb}:1:25 lint/style/noRestrictedImports`);
    expect(result.output).not.toContain(spelled);
  });
});
