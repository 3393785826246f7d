/**
 * Service requests in the database: the request, its photos, the private status token (only its
 * SHA-256 is kept), the first event of its timeline and its e-mails, all in one transaction.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Selectable } from "kysely";
import { newReference } from "#app/features/enquiries/public.server.ts";
import { eventsOf, recordEvent } from "#app/platform/audit-log.server.ts";
import { type Database, isUniqueViolation } from "#app/platform/database.server.ts";
import type { Messages, NewMessage } from "#app/platform/messages.server.ts";
import type { CheckedPhoto } from "./photos.server.ts";
import type { ServiceRequest } from "./schema.ts";
import type { ServiceRequestsTable } from "./tables.ts";

export type StoredRequest = Selectable<ServiceRequestsTable>;

export type NewRequest = {
  data: ServiceRequest;
  /** The digest of every field and photo sent (see submissionHash). */
  submissionHash: string;
  photos: readonly CheckedPhoto[];
  idempotencyKey: string;
  screening: { verdict: "clear" | "held" | "spam"; reason?: string };
  ip?: string;
  userAgent?: string;
};

/** 128 random bits as 22 URL-safe characters: the secret part of the status link. */
export function newStatusToken(): string {
  return randomBytes(16).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `token` is the one whose hash is stored, compared in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function createRequestStore(database: Database, messages: Messages) {
  const { db } = database;
  const byColumn = (column: "reference" | "idempotency_key", value: string) =>
    db.selectFrom("service_requests").selectAll().where(column, "=", value).executeTakeFirst();

  return {
    byReference: (reference: string) => byColumn("reference", reference),
    byIdempotencyKey: (key: string) => byColumn("idempotency_key", key),

    /**
     * Stores a request once per idempotency key. The token is returned only when this call
     * created the request: a repeat gets the stored request and no token (none is kept).
     * `mails(request, token)` gives the e-mails to queue with it, in the same transaction.
     */
    async insert(
      input: NewRequest,
      mails: (request: StoredRequest, token: string) => NewMessage[],
      now = new Date(),
    ): Promise<{ request: StoredRequest; token?: string }> {
      const existing = await this.byIdempotencyKey(input.idempotencyKey);
      if (existing) return { request: existing };
      const token = newStatusToken();
      const { data } = input;
      const at = now.toISOString();
      try {
        const request = await db.transaction().execute(async (trx) => {
          const stored = await trx
            .insertInto("service_requests")
            .values({
              reference: newReference(now),
              idempotency_key: input.idempotencyKey,
              token_hash: hashToken(token),
              submission_hash: input.submissionHash,
              status: "received",
              close_reason: null,
              screening: input.screening.verdict,
              screening_reason: input.screening.reason ?? null,
              urgency: data.urgency,
              preferred_date: data.preferredDate ?? null,
              make: data.make,
              rating: data.rating,
              rating_unit: data.ratingUnit,
              hv_kv: data.hvKv,
              lv_kv: data.lvKv,
              cooling: data.cooling,
              serial_number: data.serialNumber ?? null,
              year_of_manufacture: data.yearOfManufacture ?? null,
              oltc: data.oltc,
              oltc_make: data.oltcMake ?? null,
              symptoms: JSON.stringify(data.symptoms),
              symptom_other: data.symptomOther ?? null,
              description: data.description ?? null,
              company: data.company,
              address: data.address,
              state: data.state,
              pin: data.pin,
              access_notes: data.accessNotes ?? null,
              name: data.name,
              designation: data.designation ?? null,
              mobile: data.mobile,
              email: data.email,
              engineer_id: null,
              visit_date: null,
              visit_time: null,
              ip: input.ip ?? null,
              user_agent: input.userAgent?.slice(0, 300) ?? null,
              created_at: at,
              updated_at: at,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          for (const [position, photo] of input.photos.entries()) {
            await trx
              .insertInto("service_request_photos")
              .values({
                request_id: stored.id,
                position: position + 1,
                mime: photo.mime,
                width: photo.width,
                height: photo.height,
                bytes: photo.bytes,
              })
              .execute();
          }
          await recordEvent(
            database,
            trx,
            { kind: "service-request", id: stored.id },
            { id: null, name: "Website" },
            {
              action: "received",
              after: "received",
              note: input.screening.reason ? `Screening: ${input.screening.reason}` : null,
            },
            now,
          );
          for (const mail of mails(stored, token)) await messages.enqueue(mail, now, trx);
          return stored;
        });
        return { request, token };
      } catch (error) {
        // Two identical POSTs racing: the second loses on the unique key and gets the first.
        if (isUniqueViolation(error)) {
          const winner = await this.byIdempotencyKey(input.idempotencyKey);
          if (winner) return { request: winner };
        }
        throw error;
      }
    },

    /** The request the status link names, or undefined for a wrong token or an unknown one. */
    async byStatusLink(reference: string, token: string): Promise<StoredRequest | undefined> {
      const request = await this.byReference(reference);
      // Hash something even for an unknown reference: both answers take the same time.
      const matches = tokenMatches(token, request?.token_hash ?? "0".repeat(64));
      return request && matches ? request : undefined;
    },

    /** The photos of one request, in the order they were sent. */
    photos(requestId: number) {
      return db
        .selectFrom("service_request_photos")
        .select(["id", "position", "mime", "width", "height", "bytes"])
        .where("request_id", "=", requestId)
        .orderBy("position")
        .execute();
    },

    /** The events of one request, oldest first: the status page shows the customer's part. */
    events(requestId: number) {
      return eventsOf(database, { kind: "service-request", id: requestId });
    },

    /** The engineer's first name, as the customer sees it. */
    async engineerFirstName(engineerId: string | null): Promise<string | undefined> {
      if (!engineerId) return undefined;
      const row = await db
        .selectFrom("staff_user")
        .select("name")
        .where("id", "=", engineerId)
        .executeTakeFirst();
      return row?.name.trim().split(/\s+/)[0];
    },
  };
}

export type RequestStore = ReturnType<typeof createRequestStore>;
