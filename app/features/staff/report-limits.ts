/**
 * The size of the console's report form: about twenty fields and up to 24 result lines (a report's
 * most) of six fields each. The console's guard reads the CSRF token of every POST within these
 * limits too.
 */
import type { FormLimits } from "#app/lib/form-data.server.ts";

export const reportFormLimits: FormLimits = {
  maxFields: 200,
  maxFiles: 0,
  maxPartBytes: 8 * 1024,
  maxTotalBytes: 64 * 1024,
};
