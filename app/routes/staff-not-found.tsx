import { refuse } from "#app/features/staff/guard.server.ts";

/** Any other /staff address: the guard has already sent anonymous visitors to sign in. */
export function loader() {
  refuse(404, { title: "Not found", message: "There is no console page at this address." });
}

export default function StaffNotFound() {
  return null;
}
