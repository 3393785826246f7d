import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe } from "vitest";
import { siteMigrations } from "~/migrations.server";
import { openDatabase } from "~/platform/database.server";
import { migrate } from "~/platform/migrations.server";
import { passportLinkCases } from "../../../tests/fixtures/passport-link-cases.ts";
import { passportStoreCases } from "../../../tests/fixtures/passport-store-cases.ts";

describe("passport store on SQLite", () => {
  const open = async () => {
    const database = openDatabase({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "passport-")) });
    await migrate(database, siteMigrations);
    return database;
  };
  passportStoreCases(open);
  passportLinkCases(open);
});
