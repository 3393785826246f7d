/**
 * What routes and the server may use of staff accounts: the better-auth instance over the shared
 * database and the sign-in helpers. Server-only: nothing here belongs in a client bundle.
 */

export {
  addStaff,
  listStaff,
  passwordProblem,
  resetStaffPassword,
  StaffAccountError,
  setStaffDisabled,
} from "./accounts.server.ts";
export {
  createStaffAuth,
  getStaffSession,
  type SignInResult,
  type StaffAuth,
  type StaffAuthOptions,
  type StaffRole,
  type StaffSession,
  type StaffUser,
  signIn,
  signOut,
  staffRoles,
} from "./auth.server.ts";
