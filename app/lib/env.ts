import { z } from "zod";

/** Treats an empty environment variable as unset, so `PORT=` falls back to the default. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema);
}
