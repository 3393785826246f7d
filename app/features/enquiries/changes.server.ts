/** What the staff console changes on an enquiry, inside the caller's transaction. */
import type { Kysely, Transaction } from "kysely";
import type { Schema } from "#app/platform/schema.ts";
import type { EnquiryStage } from "./tables.ts";

type Writer = Kysely<Schema> | Transaction<Schema>;

/** Sets where the enquiry stands in the staff's work. */
export async function updateEnquiryStage(trx: Writer, id: number, stage: EnquiryStage) {
  await trx.updateTable("enquiries").set({ stage }).where("id", "=", id).execute();
}
