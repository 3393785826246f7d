/**
 * For the bench's "cold" row (issue 23): fleet links for customers 2 to 21 of the seeded data set
 * and the paths of their units' pages (200 pages by default), printed as one JSON line. Requests
 * that cycle through more pages than the server's render cache holds are each rendered anew, so
 * that row measures rendering, not the cache. Issuing a link writes the audit log, which also
 * makes every page rendered before it stale (as any staff change does).
 *
 *   DATA_DIR=<the bench's sqlite folder> node bench/passport-links.ts [customers]
 *
 * Loaded through Vite's module runner (scripts/app-modules.ts), as the seed is.
 */
import { withAppModules } from "../scripts/app-modules.ts";

const customers = Number(process.argv[2] ?? 20);
if (!Number.isInteger(customers) || customers < 1 || customers > 400) {
  console.error("The number of customers must be a whole number from 1 to 400.");
  process.exit(2);
}
await withAppModules(async (load, database) => {
  const passport = await load<typeof import("#app/features/passport/public.server.ts")>(
    "./app/features/passport/public.server.ts",
  );
  const paths: string[] = [];
  for (let customerId = 2; customerId < 2 + customers; customerId++) {
    const token = await passport.issueFleetLink(database, customerId, null, {
      id: null,
      name: "Bench",
    });
    const units = await database.db
      .selectFrom("passport_assets")
      .select("id")
      .where("customer_id", "=", customerId)
      .orderBy("id")
      .execute();
    for (const unit of units) paths.push(`/fleet/${token}/units/${unit.id}`);
  }
  console.log(JSON.stringify({ paths }));
});
