/**
 * The rental fleet in the database: this module is the only writer of rental_units, and every
 * change writes its audit row (who, when, before, after) in the same transaction.
 */
import type { Selectable, Transaction, Updateable } from "kysely";
import { type Actor, eventsOf, recordEvent } from "#app/platform/audit-log.server.ts";
import { type Database, isUniqueViolation } from "#app/platform/database.server.ts";
import type { Schema } from "#app/platform/schema.ts";
import type { RentalUnitsTable, UnitStatus } from "./tables.ts";
import { maxUnits, statusWords, type UnitInput } from "./unit-schema.ts";

export type RentalUnit = Selectable<RentalUnitsTable>;

export type SaveResult = { ok: true; id: number } | { ok: false; field?: string; message: string };

const describe = (
  unit: Pick<
    RentalUnit,
    | "unit_id"
    | "rating_kva"
    | "hv_kv"
    | "lv_kv"
    | "vector_group"
    | "cooling"
    | "mounting"
    | "location"
  >,
) =>
  `${unit.unit_id}: ${unit.rating_kva} kVA, ${Number(unit.hv_kv)}/${Number(unit.lv_kv)} kV, ${unit.vector_group}, ${unit.cooling}, ${unit.mounting}, ${unit.location}`;

/** The status as the unit's history records it: "On hire to Halol Castings until 2027-01-31". */
const statusText = (status: UnitStatus, until: string | null, hirer: string | null) =>
  status === "on-hire"
    ? `${statusWords[status]}${hirer ? ` to ${hirer}` : ""}${until ? ` until ${until}` : ""}`
    : statusWords[status];

const columns = (input: UnitInput) => ({
  unit_id: input.unitId,
  rating_kva: input.ratingKva,
  hv_kv: input.hvKv,
  lv_kv: input.lvKv,
  vector_group: input.vectorGroup,
  cooling: input.cooling,
  mounting: input.mounting,
  location: input.location,
});

const taken: SaveResult = {
  ok: false,
  field: "unitId",
  message: "Another unit already has this number",
};

const noSuchUnit: SaveResult = { ok: false, message: "There is no such unit." };

/** A save whose unit number turns out to be in use answers so on the field, not as a fault. */
async function unlessTaken(save: () => Promise<SaveResult>): Promise<SaveResult> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
}

export function createFleetStore(database: Database) {
  const { db } = database;
  const audit = (
    trx: Transaction<Schema>,
    id: number,
    actor: Actor,
    event: { action: string; before?: string | null; after: string },
    now: Date,
  ) => recordEvent(database, trx, { kind: "rental-unit", id }, actor, event, now);
  /** The unit about to change, locked against a second writer on PostgreSQL. */
  const lockedUnit = (trx: Transaction<Schema>, id: number) =>
    trx
      .selectFrom("rental_units")
      .selectAll()
      .where("id", "=", id)
      .$if(database.dialect === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
  /**
   * One change of a unit, in one transaction: the unit locked and read, `change` deciding from it
   * what to write (null: nothing has changed), the row written with its audit row.
   */
  const changeUnit = (
    id: number,
    actor: Actor,
    now: Date,
    change: (before: RentalUnit) => {
      set: Updateable<RentalUnitsTable>;
      event: { action: string; before: string; after: string };
    } | null,
  ): Promise<SaveResult> =>
    db.transaction().execute(async (trx) => {
      const before = await lockedUnit(trx, id);
      if (!before) return noSuchUnit;
      const next = change(before);
      if (!next) return { ok: true, id };
      await trx
        .updateTable("rental_units")
        .set({ ...next.set, updated_at: now.toISOString() })
        .where("id", "=", id)
        .execute();
      await audit(trx, id, actor, next.event, now);
      return { ok: true, id };
    });

  return {
    /** Every unit, smallest rating first, then by number. */
    list: () =>
      db
        .selectFrom("rental_units")
        .selectAll()
        .orderBy("rating_kva")
        .orderBy("unit_id")
        .limit(maxUnits)
        .execute(),

    byId: (id: number) =>
      db.selectFrom("rental_units").selectAll().where("id", "=", id).executeTakeFirst(),

    history: (id: number) => eventsOf(database, { kind: "rental-unit", id }),

    async add(input: UnitInput, actor: Actor, now = new Date()): Promise<SaveResult> {
      return unlessTaken(() =>
        db.transaction().execute(async (trx) => {
          const count = await trx
            .selectFrom("rental_units")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow();
          if (Number(count.n) >= maxUnits)
            return { ok: false, message: `The console keeps at most ${maxUnits} units.` };
          const row = await trx
            .insertInto("rental_units")
            .values({
              ...columns(input),
              status: "available",
              on_hire_until: null,
              on_hire_to: null,
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await audit(
            trx,
            Number(row.id),
            actor,
            { action: "unit-added", after: describe(columns(input)) },
            now,
          );
          return { ok: true, id: Number(row.id) };
        }),
      );
    },

    async update(
      id: number,
      input: UnitInput,
      actor: Actor,
      now = new Date(),
    ): Promise<SaveResult> {
      const after = describe(columns(input));
      return unlessTaken(() =>
        changeUnit(id, actor, now, (before) =>
          describe(before) === after
            ? null
            : {
                set: columns(input),
                event: { action: "unit-changed", before: describe(before), after },
              },
        ),
      );
    },

    /** Marks a unit available, on hire to someone until a day, or in maintenance. */
    async setStatus(
      id: number,
      status: UnitStatus,
      hire: { until: string | null; hirer: string | null },
      actor: Actor,
      now = new Date(),
    ): Promise<SaveResult> {
      const onHire = status === "on-hire";
      const [until, hirer] = onHire ? [hire.until, hire.hirer] : [null, null];
      return changeUnit(id, actor, now, (before) =>
        before.status === status && before.on_hire_until === until && before.on_hire_to === hirer
          ? null
          : {
              set: { status, on_hire_until: until, on_hire_to: hirer },
              event: {
                action: "unit-status",
                before: statusText(before.status, before.on_hire_until, before.on_hire_to),
                after: statusText(status, until, hirer),
              },
            },
      );
    },
  };
}

export type FleetStore = ReturnType<typeof createFleetStore>;
