/**
 * The operator's tools for staff accounts, on whichever database the settings name (DATA_DIR's
 * SQLite file, or PostgreSQL with DATABASE_URL). Passwords come from STAFF_PASSWORD only, never
 * from an argument (arguments end up in shell history and process lists):
 *
 *   STAFF_PASSWORD=… npm run staff -- add <email> --name "<name>" --role admin|staff
 *   npm run staff -- list
 *   npm run staff -- disable <email>
 *   npm run staff -- enable <email>
 *   STAFF_PASSWORD=… npm run staff -- reset-password <email>
 *
 * Exit codes: 0 done, 2 usage, 1 refused or not found.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import {
  addStaff,
  createStaffAuth,
  listStaff,
  passwordProblem,
  resetStaffPassword,
  StaffAccountError,
  type StaffRole,
  setStaffDisabled,
  staffRoles,
} from "#app/features/staff/public.ts";
import { consoleErrorLogger } from "#app/lib/logger.ts";
import { siteMigrations } from "#app/migrations.server.ts";
import { openDatabase } from "#app/platform/database.server.ts";
import { migrate } from "#app/platform/migrations.server.ts";
import { ConfigError, loadSettings } from "#app/platform/settings.ts";

const usage = `Usage: npm run staff -- <command>
  add <email> --name "<name>" --role admin|staff   new account; password from STAFF_PASSWORD
  list                                             every account: e-mail, name, role, disabled, created
  disable <email>                                  no more sign-in; ends the account's sessions
  enable <email>                                   allows sign-in again
  reset-password <email>                           new password from STAFF_PASSWORD; ends its sessions`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      name: { type: "string" },
      role: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  fail(`${(error as Error).message}\n(The password is read from STAFF_PASSWORD only.)\n${usage}`);
}
const { values, positionals } = parsed;
const [command, email, extra] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(command ? 0 : 2);
}
if (!["add", "list", "disable", "enable", "reset-password"].includes(command)) {
  fail(`Unknown command "${command}".\n${usage}`);
}
if (command !== "list" && !email) fail(`${command} needs an e-mail address.\n${usage}`);
if (extra || (command === "list" && email)) fail(`Unexpected argument "${extra ?? email}".`);
if (command !== "add" && (values.name || values.role)) fail("--name and --role go with add only.");
const password = process.env.STAFF_PASSWORD;
if (command === "add") {
  if (!values.name?.trim()) fail('add needs --name "<full name>".');
  if (!staffRoles.includes(values.role as StaffRole))
    fail(`add needs --role ${staffRoles.join(" or ")}.`);
}
if (command === "add" || command === "reset-password") {
  const problem = passwordProblem(password);
  if (problem) fail(problem, password ? 1 : 2);
}

let config: ReturnType<typeof loadSettings>;
try {
  config = loadSettings();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

const database = openDatabase(config, consoleErrorLogger);
await migrate(database, siteMigrations);
const auth = createStaffAuth({
  database,
  siteUrl: config.SITE_URL,
  // Nothing this tool does is signed (no cookies, no tokens): a secret for this run only.
  secret: randomBytes(32).toString("base64url"),
  secure: config.SITE_URL.startsWith("https:"),
  logger: consoleErrorLogger,
});

try {
  const address = (email ?? "").trim().toLowerCase();
  switch (command) {
    case "add": {
      const account = await addStaff(auth, {
        email: address,
        name: values.name ?? "",
        role: values.role as StaffRole,
        password: password ?? "",
      });
      console.log(`Added ${account.email} (${account.name}) as ${account.role}.`);
      break;
    }
    case "list": {
      const accounts = await listStaff(auth);
      console.log(`${database.location}: ${accounts.length} account(s)`);
      const row = (cells: string[]) =>
        [cells[0]?.padEnd(32), cells[1]?.padEnd(24), cells[2]?.padEnd(5), cells[3]?.padEnd(8)]
          .concat(cells[4] ?? "")
          .join("  ");
      console.log(row(["email", "name", "role", "disabled", "created (UTC)"]));
      for (const account of accounts)
        console.log(
          row([
            account.email,
            account.name.slice(0, 24),
            account.role,
            account.disabled ? "yes" : "no",
            account.createdAt.toISOString().slice(0, 16).replace("T", " "),
          ]),
        );
      break;
    }
    case "disable":
    case "enable": {
      await setStaffDisabled(auth, address, command === "disable");
      console.log(
        command === "disable"
          ? `${address} is disabled; its sessions have ended.`
          : `${address} may sign in again.`,
      );
      break;
    }
    case "reset-password": {
      await resetStaffPassword(auth, address, password ?? "");
      console.log(`${address} has a new password; its sessions have ended.`);
      break;
    }
  }
} catch (error) {
  if (!(error instanceof StaffAccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
