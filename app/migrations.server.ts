/**
 * Every feature's migrations, the one list the server, the CLIs and the tests migrate with: the
 * platform's runner applies them in the order of their names. Imported by path, not through the
 * features' public entries, because the CLIs load it with plain Node.
 */
import { enquiryMigrations } from "#app/features/enquiries/migrations.server.ts";
import { passportMigrations } from "#app/features/passport/migrations.server.ts";
import { rentalFleetMigrations } from "#app/features/rental-fleet/migrations.server.ts";
import { reportMigrations } from "#app/features/reports/migrations.server.ts";
import { servicePlanMigrations } from "#app/features/service-plans/migrations.server.ts";
import { serviceRequestMigrations } from "#app/features/service-requests/migrations.server.ts";
import { staffMigrations } from "#app/features/staff/migrations.server.ts";
import type { MigrationList } from "#app/platform/migration-helpers.server.ts";
import { platformMigrations } from "#app/platform/platform-migrations.server.ts";

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
