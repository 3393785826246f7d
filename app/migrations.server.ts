/**
 * Every feature's migrations, the one list the server, the CLIs and the tests migrate with: the
 * platform's runner applies them in the order of their names. Imported by path, not through the
 * features' public entries, because the CLIs load it with plain Node.
 */
import { enquiryMigrations } from "./features/enquiries/migrations.server.ts";
import { passportMigrations } from "./features/passport/migrations.server.ts";
import { rentalFleetMigrations } from "./features/rental-fleet/migrations.server.ts";
import { reportMigrations } from "./features/reports/migrations.server.ts";
import { servicePlanMigrations } from "./features/service-plans/migrations.server.ts";
import { serviceRequestMigrations } from "./features/service-requests/migrations.server.ts";
import { staffMigrations } from "./features/staff/migrations.server.ts";
import type { MigrationList } from "./platform/migration-helpers.server.ts";
import { platformMigrations } from "./platform/platform-migrations.server.ts";

export const siteMigrations: readonly MigrationList[] = [
  platformMigrations,
  enquiryMigrations,
  serviceRequestMigrations,
  servicePlanMigrations,
  rentalFleetMigrations,
  staffMigrations,
  reportMigrations,
  passportMigrations,
];
