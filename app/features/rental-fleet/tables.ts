import type { Generated } from "kysely";

export type UnitStatus = "available" | "on-hire" | "maintenance";

/** One transformer of the rental fleet, as staff keep it in the console. */
export type RentalUnitsTable = {
  id: Generated<number>;
  /** The company's own number, painted on the tank: "VR-500-02". */
  unit_id: string;
  rating_kva: number;
  hv_kv: number;
  lv_kv: number;
  vector_group: string;
  cooling: string;
  mounting: "trailer" | "skid";
  /** Where it stands now: "Vadodara yard", "Hazira, on hire". */
  location: string;
  status: UnitStatus;
  /** YYYY-MM-DD, the last day of the hire; only while on hire. */
  on_hire_until: string | null;
  /** Who has it while on hire (a company, a site); staff only, never on the public page. */
  on_hire_to: string | null;
  created_at: string;
  updated_at: string;
};

export type RentalFleetTables = { rental_units: RentalUnitsTable };
