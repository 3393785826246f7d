import { afterAll, beforeAll, describe } from "vitest";
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
import { startTestPostgres, type TestPostgres } from "#tests/support/embedded-postgres.ts";

describe("passport store on PostgreSQL", () => {
  let postgres: TestPostgres;
  let count = 0;
  beforeAll(async () => {
    postgres = await startTestPostgres("passport-pg-");
  }, 120_000);
  afterAll(() => postgres?.stop());

  const open = async () => {
    count += 1;
    const url = await postgres.createDatabase(`passport_${count}`);
    const database = openDatabase({ DATABASE_URL: url, DATA_DIR: postgres.dir });
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
