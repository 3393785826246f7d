/**
 * The operator's tools for stored enquiries, on whichever database the settings name
 * (DATA_DIR's SQLite file, or PostgreSQL with DATABASE_URL):
 *
 *   npm run enquiries -- list [--status pending|sent|dead|spam|held] [--limit 50]
 *   npm run enquiries -- show <reference>
 *   npm run enquiries -- export --format csv|json [--status …]
 *   npm run enquiries -- retry <reference> | --dead
 *   npm run enquiries -- release <reference>
 *   npm run enquiries -- purge --older-than <days>
 */
import { parseArgs } from "node:util";
import { createStore, type Enquiry } from "#app/features/enquiries/public.server.ts";
import { csvLine } from "#app/lib/csv.ts";
import { siteMigrations } from "#app/migrations.server.ts";
import { openDatabase } from "#app/platform/database.server.ts";
import { migrate } from "#app/platform/migrations.server.ts";
import { ConfigError, loadSettings } from "#app/platform/settings.ts";

const statuses = ["pending", "sent", "dead", "spam", "held"] as const;
type Status = (typeof statuses)[number];

const usage = `Usage: npm run enquiries -- <command>
  list [--status pending|sent|dead|spam|held] [--limit N]   newest first
  show <reference>                                    every field of one enquiry
  export --format csv|json [--status …]               all enquiries to standard output
  retry <reference> | --dead                          deliver a dead enquiry again (resets the tries)
  release <reference>                                 deliver a held or spam enquiry you judged real
  purge --older-than <days>                           delete delivered, dead and spam older than that`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: "string" },
    limit: { type: "string" },
    format: { type: "string" },
    dead: { type: "boolean", default: false },
    "older-than": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

const [command, argument] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(command ? 0 : 2);
}
if (values.status && !statuses.includes(values.status as Status)) {
  fail(`--status must be one of ${statuses.join(", ")}`);
}

let config: ReturnType<typeof loadSettings>;
try {
  config = loadSettings();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const database = openDatabase(config);
await migrate(database, siteMigrations);
const store = createStore(database);
const status = values.status as Status | undefined;

function summary(enquiry: Enquiry): string {
  return [
    enquiry.reference.padEnd(18),
    enquiry.created_at.slice(0, 16).replace("T", " "),
    enquiry.status.padEnd(7),
    String(enquiry.attempts).padStart(2),
    enquiry.kind.padEnd(7),
    enquiry.name.slice(0, 24).padEnd(24),
    enquiry.service.slice(0, 40),
  ].join("  ");
}

try {
  switch (command) {
    case "list": {
      const limit = values.limit ? Number(values.limit) : 50;
      if (!Number.isInteger(limit) || limit < 1) fail("--limit must be a positive whole number");
      const rows = await store.list({ status, limit });
      console.log(`${database.location}: ${JSON.stringify(await store.countByStatus())}`);
      console.log(
        [
          "reference".padEnd(18),
          "received (UTC)  ",
          "status ",
          "tr",
          "form   ",
          "name".padEnd(24),
          "service",
        ].join("  "),
      );
      for (const row of rows) console.log(summary(row));
      break;
    }
    case "show": {
      if (!argument) fail("show needs a reference, e.g. VPS-261121-ABCDEF");
      const row = await store.byReference(argument);
      if (!row) fail(`No enquiry ${argument}`);
      for (const [key, value] of Object.entries(row))
        console.log(`${key.padEnd(16)} ${value ?? ""}`);
      break;
    }
    case "export": {
      const rows = await store.list({ status });
      if (values.format === "json") {
        console.log(JSON.stringify(rows, null, 2));
      } else if (values.format === "csv") {
        const columns = Object.keys(rows[0] ?? { reference: "" }) as (keyof Enquiry)[];
        console.log(columns.join(","));
        for (const row of rows) console.log(csvLine(columns.map((column) => row[column])));
      } else {
        fail("export needs --format csv or --format json");
      }
      break;
    }
    case "retry": {
      if (!argument && !values.dead) fail("retry needs a reference or --dead");
      const count = await store.retry(
        values.dead ? { allDead: true } : { reference: argument as string },
      );
      console.log(
        `${count} dead enquir${count === 1 ? "y" : "ies"} queued for delivery; the running server sends within ${Math.round(config.OUTBOX_POLL_MS / 1000)} s.`,
      );
      if (!count && argument) {
        console.error(
          `${argument} is not a dead enquiry (held or spam ones are released with release).`,
        );
        process.exitCode = 1;
      }
      break;
    }
    case "release": {
      if (!argument) fail("release needs a reference, e.g. VPS-261121-ABCDEF");
      const count = await store.release(argument);
      if (!count) {
        console.error(`${argument} is not a held or spam enquiry; nothing released.`);
        process.exitCode = 1;
      } else {
        console.log(
          `${argument} released: the running server sends it within ${Math.round(config.OUTBOX_POLL_MS / 1000)} s.`,
        );
      }
      break;
    }
    case "purge": {
      const days = Number(values["older-than"]);
      if (!values["older-than"] || !Number.isFinite(days) || days < 0)
        fail("purge needs --older-than <days>");
      const cutoff = new Date(Date.now() - days * 86_400_000);
      const count = await store.purgeOlderThan(cutoff);
      console.log(
        `Deleted ${count} enquir${count === 1 ? "y" : "ies"} received before ${cutoff.toISOString()}.`,
      );
      break;
    }
    default:
      fail(`Unknown command "${command}".\n${usage}`);
  }
} finally {
  await database.close();
}
