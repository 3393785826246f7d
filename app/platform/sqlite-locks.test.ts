/**
 * Two connections to one SQLite file in one process: the site's (Kysely) and the rate limiter's.
 * A staff change failed with "database is locked" (a 500) when the limiter, or another process,
 * wrote between the change's first read and its first write; and a count made while a
 * transaction of the site's held the lock would stop the event loop for its busy timeout.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./database.server.ts";
import { databaseRateLimiter } from "./rate-limit.server.ts";

let dir: string;
let database: Database;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vps-locks-"));
  database = openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
  await sql`create table notes (body text)`.execute(database.db);
});

afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const bodies = async () =>
  (await sql<{ body: string }>`select body from notes order by rowid`.execute(database.db)).rows;

describe("a transaction of the site on SQLite", () => {
  it("keeps its write when another connection wanted to write after its first read", async () => {
    if (database.driver.kind !== "sqlite") throw new Error("expected SQLite");
    const other = new DatabaseSync(database.driver.file, { timeout: 0 });
    let otherAnswer = "wrote";
    await database.db.transaction().execute(async (trx) => {
      await sql`select count(*) from notes`.execute(trx);
      try {
        other.exec("insert into notes (body) values ('from the other connection')");
      } catch (error) {
        otherAnswer = (error as Error).message;
      }
      await sql`insert into notes (body) values ('stage changed')`.execute(trx);
    });
    other.close();
    // The transaction held the lock from its start: the other connection waited its turn (here,
    // with no busy timeout, it was told so) and the transaction's own write went through.
    expect(otherAnswer).toBe("database is locked");
    expect(await bodies()).toEqual([{ body: "stage changed" }]);
  });
});

describe("the rate limiter's count on SQLite", () => {
  it("waits for a transaction of the site to end without stopping the event loop, and counts", async () => {
    const errors: unknown[] = [];
    const limiter = await databaseRateLimiter(database, 2, 60_000, (error) => errors.push(error));
    let timerRan = false;
    let counted: Promise<unknown> = Promise.resolve();
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('held')`.execute(trx);
      counted = limiter.consume("203.0.113.9");
      // A timer set after the count began runs while the transaction is still open: the count
      // did not hold the thread while it waited for the lock.
      await new Promise<void>((resolve) =>
        setTimeout(() => {
          timerRan = true;
          resolve();
        }, 0),
      );
    });
    expect(timerRan).toBe(true);
    expect(await counted).toEqual({ ok: true });
    expect(errors).toEqual([]);
    // The first count was kept: the second is the last one allowed, the third is refused.
    expect(await limiter.consume("203.0.113.9")).toEqual({ ok: true });
    expect(await limiter.consume("203.0.113.9")).toMatchObject({ ok: false });
    limiter.close();
  });
});
