/**
 * What other features' server code may use of the enquiries feature: the database every feature
 * shares (staff accounts and service requests live in it too) and its migrations.
 */
export { type Database, migrate, openDatabase } from "./database.server.ts";
export type { Schema } from "./tables.ts";
