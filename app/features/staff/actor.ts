/** A signed-in member of staff, as the audit log names them. */
export type Actor = { id: string; name: string };
