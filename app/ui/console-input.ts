/**
 * The console's control: 40 px tall like the console's buttons and in its smaller type, so a
 * page of forms for staff at a desk holds more; every console page, the passport's too, uses
 * it. A module of its own, so that the public forms' shared chunk does not carry it.
 */
export const consoleInputClass =
  "min-h-10 w-full rounded-md border border-steel-300 bg-white px-3 py-2 text-sm text-navy-950 placeholder:text-steel-500 focus-ring focus:border-navy-600 aria-[invalid=true]:border-danger-700 file:mr-3 file:rounded file:border-0 file:bg-navy-800 file:px-3 file:py-1 file:font-semibold file:text-white";
