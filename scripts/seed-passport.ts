/**
 * npm run seed:passport — the transformer passport's data set for the bench and for looking at
 * the pages: 500 customers, 5,000 units and 100,000 test records by default (one unit with 40
 * samples), on the database the settings name (DATA_DIR's SQLite file, or DATABASE_URL). Prints
 * a fleet link of the first customer and the first unit's id.
 *
 *   npm run seed:passport -- [--customers 500] [--units 10] [--records 20]
 *
 * The passport's modules are loaded through Vite's module runner (app-modules.ts).
 */
import { parseArgs } from "node:util";
import { withAppModules } from "./app-modules.ts";

const { values } = parseArgs({
  options: {
    customers: { type: "string", default: "500" },
    units: { type: "string", default: "10" },
    records: { type: "string", default: "20" },
  },
});
const size = {
  customers: Number(values.customers),
  assetsPerCustomer: Number(values.units),
  recordsPerAsset: Number(values.records),
};
if (
  !Object.values(size).every((value) => Number.isInteger(value) && value > 0 && value <= 100_000)
) {
  console.error(
    "Each of --customers, --units and --records must be a whole number from 1 to 100000.",
  );
  process.exit(2);
}

await withAppModules(async (load, database) => {
  const { migrate } = await load<typeof import("#app/platform/migrations.server.ts")>(
    "./app/platform/migrations.server.ts",
  );
  const { siteMigrations } = await load<typeof import("#app/migrations.server.ts")>(
    "./app/migrations.server.ts",
  );
  const passport = await load<typeof import("#app/features/passport/public.server.ts")>(
    "./app/features/passport/public.server.ts",
  );
  await migrate(database, siteMigrations);
  const started = performance.now();
  const made = await passport.seedPassport(database, size, new Date(), (line) =>
    console.log(`seed-passport: ${line}`),
  );
  const token = await passport.issueFleetLink(database, made.firstCustomer, null, {
    id: null,
    name: "Seed",
  });
  console.log(`seed-passport: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(JSON.stringify({ ...made, fleetPath: `/fleet/${token}` }));
});
