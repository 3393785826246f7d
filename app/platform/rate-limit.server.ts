import { DatabaseSync } from "node:sqlite";
import { setTimeout as wait } from "node:timers/promises";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterRes,
  RateLimiterSQLite,
} from "rate-limiter-flexible";
import type { Database } from "./database.server.ts";

export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one submission for `key` and says whether it is within the limit. */
  consume(key: string): Promise<RateVerdict>;
  close(): void;
};

type Consumer = { consume(key: string): Promise<RateLimiterRes> };

function wrap(limiter: Consumer, onError: (error: unknown) => void, close = () => {}): RateLimiter {
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { ok: true };
      } catch (rejection) {
        if (rejection instanceof Error) {
          // The counter could not be read: let the enquiry in rather than lose a lead.
          onError(rejection);
          return { ok: true };
        }
        const wait = (rejection as RateLimiterRes).msBeforeNext;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
      }
    },
    close,
  };
}

/** How often, and how far apart, a count is tried again while another connection writes. */
const lockedRetries = 80;
const lockedRetryMs = 25;

/**
 * The SQLite store's connection waits for no lock: node:sqlite waits synchronously, and a
 * transaction of the site's own connection holds the lock across its awaits, so a wait would
 * stop the event loop until its busy timeout ran out, that transaction with it. A count that
 * finds the database locked is tried again a moment later instead (two seconds in all).
 */
function retriedWhileLocked(limiter: Consumer): Consumer {
  return {
    async consume(key) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await limiter.consume(key);
        } catch (rejection) {
          const locked = rejection instanceof Error && /database is locked/.test(rejection.message);
          if (!locked || attempt > lockedRetries) throw rejection;
          await wait(lockedRetryMs);
        }
      }
    },
  };
}

/** A fixed window per key, in this process only: for tests and single-process tools. */
export function memoryRateLimiter(limit: number, windowMs: number): RateLimiter {
  if (limit <= 0) return { consume: async () => ({ ok: true }), close() {} };
  const limiter = new RateLimiterMemory({ points: limit, duration: windowMs / 1000 });
  return wrap(limiter, () => {});
}

/**
 * The limit kept in the database, so every instance of the server counts against one budget:
 * rate-limiter-flexible's PostgreSQL store, or its SQLite store over a connection of its own
 * (node:sqlite dressed as better-sqlite3, whose interface it expects).
 */
export async function databaseRateLimiter(
  database: Database,
  limit: number,
  windowMs: number,
  onError: (error: unknown) => void,
  keyPrefix = "enquiry",
): Promise<RateLimiter> {
  if (limit <= 0) return { consume: async () => ({ ok: true }), close() {} };
  const common = {
    points: limit,
    duration: Math.ceil(windowMs / 1000),
    keyPrefix,
    tableName: "rate_limits",
  };
  if (database.driver.kind === "postgres") {
    const { pool } = database.driver;
    const limiter = await new Promise<RateLimiterPostgres>((resolve, reject) => {
      const created: RateLimiterPostgres = new RateLimiterPostgres(
        { ...common, storeClient: pool, storeType: "pool", clearExpiredByTimeout: true },
        (error?: Error) => (error ? reject(error) : resolve(created)),
      );
    });
    return wrap(limiter, onError);
  }
  const connection = new DatabaseSync(database.driver.file, { timeout: 0 });
  const betterSqlite = {
    prepare: (query: string) => connection.prepare(query),
    exec: (query: string) => connection.exec(query),
    transaction:
      <T>(work: () => T) =>
      (): T => {
        connection.exec("BEGIN IMMEDIATE");
        try {
          const result = work();
          connection.exec("COMMIT");
          return result;
        } catch (error) {
          connection.exec("ROLLBACK");
          throw error;
        }
      },
  };
  const limiter = await new Promise<RateLimiterSQLite>((resolve, reject) => {
    const created: RateLimiterSQLite = new RateLimiterSQLite(
      {
        ...common,
        storeClient: betterSqlite,
        storeType: "better-sqlite3",
        clearExpiredByTimeout: false,
      },
      (error?: Error) => (error ? reject(error) : resolve(created)),
    );
  });
  return wrap(retriedWhileLocked(limiter), onError, () => connection.close());
}
