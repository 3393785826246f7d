/**
 * The next number of a year, drawn inside the issuing transaction: one upsert that creates the
 * year's counter at 1 or adds one to it and returns the result. PostgreSQL locks the counter's
 * row until the transaction ends and SQLite takes its write lock, so two reports issued at the
 * same moment, by one server or several, never get the same number, and a report whose issue
 * fails gives its number back (the transaction rolls back): the register has no gaps.
 */
import type { Kysely, Transaction } from "kysely";
import type { Schema } from "#app/platform/schema.ts";
import { maxSequence } from "./number.ts";

export class SequenceExhaustedError extends Error {
  constructor(year: number) {
    super(`Report numbers of ${year} are used up (the sequence has six digits).`);
    this.name = "SequenceExhaustedError";
  }
}

export async function nextSequence(
  trx: Kysely<Schema> | Transaction<Schema>,
  year: number,
): Promise<number> {
  const row = await trx
    .insertInto("report_sequences")
    .values({ year, last: 1 })
    .onConflict((conflict) =>
      conflict
        .column("year")
        .doUpdateSet((eb) => ({ last: eb(eb.ref("report_sequences.last"), "+", 1) })),
    )
    .returning("last")
    .executeTakeFirstOrThrow();
  const sequence = Number(row.last);
  if (sequence > maxSequence) throw new SequenceExhaustedError(year);
  return sequence;
}
