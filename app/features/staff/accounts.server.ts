/**
 * The operator's account work (scripts/staff.ts): better-auth's own calls where it has them (the
 * admin plugin's createUser, its password hasher, its internal adapter), so rows are written as
 * better-auth reads them on both databases.
 */
import { z } from "zod";
import { clearAttempts } from "./attempts.server.ts";
import {
  maxPasswordLength,
  minPasswordLength,
  type StaffAuth,
  type StaffRole,
  staffRoles,
  staffSettings,
} from "./options.server.ts";

export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  createdAt: Date;
};

/** A request the operator must change: the message says what is wrong. */
export class StaffAccountError extends Error {
  override name = "StaffAccountError";
  readonly reason: "refused" | "not-found";
  constructor(message: string, reason: "refused" | "not-found") {
    super(message);
    this.reason = reason;
  }
}

/** Why a password is refused, or null. */
export function passwordProblem(password: string | undefined): string | null {
  if (!password) return "STAFF_PASSWORD is not set: give the password in that variable.";
  if (password.length < minPasswordLength)
    return `STAFF_PASSWORD is too short: at least ${minPasswordLength} characters.`;
  if (password.length > maxPasswordLength)
    return `STAFF_PASSWORD is too long: at most ${maxPasswordLength} characters.`;
  return null;
}

function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new StaffAccountError(problem, "refused");
}

export async function addStaff(
  auth: StaffAuth,
  input: { email: string; name: string; role: StaffRole; password: string },
): Promise<StaffAccount> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!z.email().safeParse(email).success)
    throw new StaffAccountError(`"${input.email}" is not an e-mail address.`, "refused");
  if (!name) throw new StaffAccountError("The name must not be empty.", "refused");
  if (!staffRoles.includes(input.role))
    throw new StaffAccountError(`The role must be ${staffRoles.join(" or ")}.`, "refused");
  checkPassword(input.password);
  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(email))
    throw new StaffAccountError(`${email} already has an account.`, "refused");
  const { user } = await auth.api.createUser({
    body: { email, name, role: input.role, password: input.password },
  });
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role ?? "",
    disabled: user.banned === true,
    createdAt: new Date(user.createdAt),
  };
}

/** Every account, oldest first. */
export async function listStaff(auth: StaffAuth): Promise<StaffAccount[]> {
  const rows = await staffSettings(auth)
    .database.db.selectFrom("staff_user")
    .select(["id", "email", "name", "role", "banned", "createdAt"])
    .orderBy("createdAt")
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role ?? "",
    disabled: row.banned === true || row.banned === 1,
    createdAt: new Date(row.createdAt),
  }));
}

async function userId(auth: StaffAuth, email: string): Promise<string> {
  const found = await (await auth.$context).internalAdapter.findUserByEmail(
    email.trim().toLowerCase(),
  );
  if (!found) throw new StaffAccountError(`No account for ${email}.`, "not-found");
  return found.user.id;
}

/** Disabling also ends every session of the account; enabling forgets its failed sign-ins. */
export async function setStaffDisabled(
  auth: StaffAuth,
  email: string,
  disabled: boolean,
): Promise<void> {
  const id = await userId(auth, email);
  const { internalAdapter } = await auth.$context;
  await internalAdapter.updateUser(id, {
    banned: disabled,
    banReason: disabled ? "Disabled by an operator" : null,
    banExpires: null,
    updatedAt: new Date(),
  });
  if (disabled) await internalAdapter.deleteUserSessions(id);
  else await clearAttempts(staffSettings(auth).database, email);
}

/** A new password (hashed by better-auth), every session of the account ended. */
export async function resetStaffPassword(
  auth: StaffAuth,
  email: string,
  password: string,
): Promise<void> {
  checkPassword(password);
  const id = await userId(auth, email);
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  if (await context.internalAdapter.findCredentialAccount(id)) {
    await context.internalAdapter.updatePassword(id, hash);
  } else {
    await context.internalAdapter.linkAccount({
      providerId: "credential",
      accountId: id,
      userId: id,
      password: hash,
    });
  }
  await context.internalAdapter.deleteUserSessions(id);
  await clearAttempts(staffSettings(auth).database, email);
}
