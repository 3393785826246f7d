/**
 * Where a passport page's server time goes, one request at a time: each of the three loaders the
 * bench measures (the fleet page, a unit page, the console's due list) is run RUNS times
 * (default 5) on the database the settings name (DATA_DIR's SQLite file, or DATABASE_URL), with
 * its wall time, the size of the data it hands to the page, and every query it made with its time,
 * rows and table. Rendering is not included: compare with the server's own request log.
 *
 *   DATA_DIR=<the bench's sqlite folder> node bench/passport-profile.ts [customer id] [unit id]
 *
 * Loaded through Vite's module runner, as scripts/seed-passport.ts loads the passport.
 */
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import { createServer } from "vite";

const vite = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: "custom",
  logLevel: "error",
});
const load = (file: string) => vite.ssrLoadModule(file) as Promise<Record<string, unknown>>;
const { loadConfig } = (await load("./server/config.ts")) as typeof import("../server/config.ts");
const { openDatabase } = (await load(
  "./app/platform/database.server.ts",
)) as typeof import("#app/platform/database.server.ts");
const { createMessages } = (await load(
  "./app/platform/messages.server.ts",
)) as typeof import("#app/platform/messages.server.ts");
const fleet = (await load(
  "./app/features/passport/fleet.server.ts",
)) as typeof import("#app/features/passport/fleet.server.ts");
const due = (await load(
  "./app/features/passport/due-console.server.ts",
)) as typeof import("#app/features/passport/due-console.server.ts");

type Query = { table: string; ms: number; rows: number };
let queries: Query[] = [];
const started = new Map<unknown, { at: number; table: string }>();

function tableOf(node: PluginTransformQueryArgs["node"]): string {
  const from = "from" in node ? node.from : "into" in node ? { froms: [node.into] } : undefined;
  const first = (from as { froms?: unknown[] } | undefined)?.froms?.[0] as
    | { table?: { identifier?: { name?: string } }; kind?: string }
    | undefined;
  return `${node.kind.replace("QueryNode", "").toLowerCase()} ${first?.table?.identifier?.name ?? first?.kind ?? "?"}`;
}

const timing: KyselyPlugin = {
  transformQuery(args: PluginTransformQueryArgs) {
    started.set(args.queryId, { at: performance.now(), table: tableOf(args.node) });
    return args.node;
  },
  async transformResult(args: PluginTransformResultArgs) {
    const start = started.get(args.queryId);
    started.delete(args.queryId);
    queries.push({
      table: start?.table ?? "?",
      ms: performance.now() - (start?.at ?? performance.now()),
      rows: args.result.rows.length,
    });
    return args.result;
  },
};

const database = openDatabase(loadConfig());
const timed = { ...database, db: database.db.withPlugin(timing) };
const passport = {
  platform: { database: timed, messages: createMessages(timed) },
} as unknown as Parameters<typeof fleet.fleetData>[0];
const customerId = Number(process.argv[2] ?? 1);
const unitId = process.argv[3] ?? "1";
const runs = Number(process.env.RUNS ?? 5);

async function profile(name: string, loader: () => Promise<unknown>) {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    queries = [];
    const start = performance.now();
    const data = await loader();
    times.push(performance.now() - start);
    bytes = JSON.stringify(data).length;
  }
  console.log(
    `${name}: ${times.map((ms) => ms.toFixed(1)).join(", ")} ms; ${bytes} B of data; ${queries.length} queries (last run):`,
  );
  for (const query of queries)
    console.log(
      `  ${query.ms.toFixed(2).padStart(7)} ms ${String(query.rows).padStart(5)} rows  ${query.table}`,
    );
}

try {
  await profile("fleet page", () => fleet.fleetData(passport, customerId));
  await profile("unit page", () => fleet.unitData(passport, customerId, unitId, "/fleet/bench"));
  await profile("due list", () => due.dueView(timed, { overdue: 1, soon: 1 }));
} finally {
  await database.close();
  await vite.close();
}
