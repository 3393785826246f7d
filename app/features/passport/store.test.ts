import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe } from "vitest";
import { siteMigrations } from "#app/migrations.server.ts";
import { openDatabase } from "#app/platform/database.server.ts";
import { migrate } from "#app/platform/migrations.server.ts";
import { passportCacheCases } from "#tests/fixtures/passport-cache-cases.ts";
import { passportDueCases } from "#tests/fixtures/passport-due-cases.ts";
import { passportImportCases } from "#tests/fixtures/passport-import-cases.ts";
import { passportLinkCases } from "#tests/fixtures/passport-link-cases.ts";
import { passportRecordEditCases } from "#tests/fixtures/passport-record-edit-cases.ts";
import { passportReminderCases } from "#tests/fixtures/passport-reminder-cases.ts";
import { passportStoreCases } from "#tests/fixtures/passport-store-cases.ts";

describe("passport store on SQLite", () => {
  const open = async () => {
    const database = openDatabase({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "passport-")) });
    await migrate(database, siteMigrations);
    return database;
  };
  passportStoreCases(open);
  passportLinkCases(open);
  passportReminderCases(open);
  passportCacheCases(open);
  passportDueCases(open);
  passportRecordEditCases(open);
  passportImportCases(open);
});
