/**
 * The database as Kysely sees it: every feature declares its own tables beside its code, and this
 * is the one place that puts them together. Only types are imported, so the platform depends on
 * no feature's code.
 */
import type { EnquiryTables } from "#app/features/enquiries/tables.ts";
import type { PassportTables } from "#app/features/passport/tables.ts";
import type { RentalFleetTables } from "#app/features/rental-fleet/tables.ts";
import type { ReportTables } from "#app/features/reports/tables.ts";
import type { ServicePlanTables } from "#app/features/service-plans/tables.ts";
import type { ServiceRequestTables } from "#app/features/service-requests/tables.ts";
import type { StaffTables } from "#app/features/staff/tables.ts";
import type { PlatformTables } from "./tables.ts";

export type Schema = PlatformTables &
  EnquiryTables &
  ServiceRequestTables &
  StaffTables &
  ServicePlanTables &
  RentalFleetTables &
  ReportTables &
  PassportTables;
