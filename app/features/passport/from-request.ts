/**
 * A service request's transformer details as a new asset, and its company, site and contact as
 * a new customer when staff choose one: the console's "Create asset from this request". Staff correct the tag and add what a request does not ask (vector
 * group, oil volume, category) on the asset's page afterwards.
 */
import type { ServiceRequestsTable } from "#app/features/service-requests/public.server.ts";
import type { AssetInput, ContactInput, SiteInput } from "./schema.ts";

/** The columns of a stored service request that the unit, site and contact are made from. */
export type RequestDetails = Pick<
  ServiceRequestsTable,
  | "reference"
  | "make"
  | "rating"
  | "rating_unit"
  | "hv_kv"
  | "lv_kv"
  | "cooling"
  | "serial_number"
  | "year_of_manufacture"
  | "oltc"
  | "oltc_make"
  | "company"
  | "address"
  | "state"
  | "pin"
  | "name"
  | "designation"
  | "mobile"
  | "email"
>;

const coolings = new Set(["ONAN", "ONAF", "OFAF", "OFWF"]);

/**
 * The IEC 60422:2013 Table 1 category from the HV voltage alone: C up to 72.5 kV, B to 170 kV,
 * A above. A unit of 400 kV and above is O; staff choose A for a smaller unit whose supply is vital.
 */
export function categoryFromKv(hvKv: number): "O" | "A" | "B" | "C" {
  if (hvKv >= 400) return "O";
  if (hvKv > 170) return "A";
  return hvKv > 72.5 ? "B" : "C";
}

export function assetFromRequest(request: RequestDetails): AssetInput {
  const unit = request.rating_unit === "MVA" ? "MVA" : "kVA";
  return {
    kind: "transformer",
    tag: `${request.rating} ${unit}, ${request.hv_kv}/${request.lv_kv} kV (from request ${request.reference})`.slice(
      0,
      120,
    ),
    make: request.make.slice(0, 120),
    serial: request.serial_number ?? undefined,
    year: request.year_of_manufacture ?? undefined,
    rating: request.rating,
    ratingUnit: unit,
    hvKv: request.hv_kv,
    lvKv: request.lv_kv,
    vectorGroup: undefined,
    cooling: coolings.has(request.cooling) ? (request.cooling as AssetInput["cooling"]) : undefined,
    oilType: "mineral",
    oilVolumeL: undefined,
    oltcMake: request.oltc === "yes" ? (request.oltc_make ?? "Not stated") : undefined,
    oltcType: undefined,
    iecCategory: categoryFromKv(request.hv_kv),
    status: "in-service",
    siteId: undefined,
  };
}

export function siteFromRequest(request: RequestDetails): SiteInput {
  return {
    name: "Site of the service request",
    address: request.address,
    state: request.state,
    pin: request.pin,
  };
}

export function contactFromRequest(request: RequestDetails): ContactInput {
  return {
    name: request.name,
    designation: request.designation ?? undefined,
    mobile: request.mobile,
    email: request.email,
    // Unverified until staff confirm who sent the request: reminders carry a fleet link.
    reminders: false,
  };
}
