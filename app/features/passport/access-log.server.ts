/**
 * The fleet links' access log, written in batches: each opening of a link is kept in memory and
 * the batch is written in one INSERT (one transaction, one disk sync) at most a second later, when
 * 200 are waiting, or when the server stops. Writing each access on its own made every page of the
 * customer's fleet wait for a disk sync: node:sqlite's calls are synchronous, so with SQLite every
 * other request waited too (3–10 ms each on this machine's disk, more under load). The price: a
 * crash loses the accesses of its last second.
 */
import type { Logger } from "#app/lib/logger.ts";
import type { Database } from "#app/platform/database.server.ts";

export type FleetAccess = { link_id: number; at: string; path: string; ip: string | null };

export type AccessLog = {
  record(access: FleetAccess): void;
  /** Writes what is waiting now; resolves once it is stored (or the failure logged). */
  flush(): Promise<void>;
  /** Accesses kept in memory, not yet handed to the database. */
  waiting(): number;
};

/** Accesses written in one statement, and the most kept waiting before a write starts. */
export const accessBatch = 200;

export function createAccessLog(database: Database, logger: Logger, waitMs = 1000): AccessLog {
  let waiting: FleetAccess[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length > 0)
      writing = writing.then(() =>
        database.db
          .insertInto("passport_fleet_access")
          .values(batch)
          .execute()
          .then(
            () => undefined,
            (error: unknown) =>
              logger.error("fleet link accesses not stored", {
                error: String(error),
                accesses: batch.length,
              }),
          ),
      );
    return writing;
  };

  return {
    record(access) {
      waiting.push({ ...access, path: access.path.slice(0, 300) });
      if (waiting.length >= accessBatch) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), waitMs);
        timer.unref();
      }
    },
    flush,
    waiting: () => waiting.length,
  };
}
