/** The public fleet table's data, read for each request: never from a cache. */
import { formatDay, formatTime } from "#app/lib/indian-time.ts";
import type { FleetRow } from "./fleet-table.tsx";
import type { FleetStore } from "./store.server.ts";

/** The page is made for each visitor, and no browser, proxy or CDN may keep it. */
export const liveHeaders = { "Cache-Control": "no-store" };

export async function fleetRows(store: FleetStore, now = new Date()) {
  const units = await store.list();
  const rows: FleetRow[] = units.map((unit) => ({
    unitId: unit.unit_id,
    ratingKva: Number(unit.rating_kva),
    hvKv: Number(unit.hv_kv),
    lvKv: Number(unit.lv_kv),
    vectorGroup: unit.vector_group,
    cooling: unit.cooling,
    mounting: unit.mounting,
    location: unit.location,
    status: unit.status,
    until: unit.on_hire_until ? formatDay(unit.on_hire_until) : null,
  }));
  return { rows, asOf: formatTime(now.toISOString()) };
}
