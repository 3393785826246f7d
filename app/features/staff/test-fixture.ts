/**
 * For the console's tests on each database: a desk opened before the tests and closed after,
 * two accounts (Asha, an admin; Sunil, staff), and an item's audit trail as rows to compare.
 */
import { afterAll, beforeAll } from "vitest";
import { eventsOf } from "~/platform/audit-log.server";
import type { Actor } from "./actor.ts";
import { account, openTestDesk, type TestDesk } from "./test-desk.ts";
import type { Target } from "./test-targets.ts";

type Kind = "enquiry" | "service-request";

export function useTestDesk(makeTarget: () => Promise<Target>) {
  let target: Target | undefined;
  let test: TestDesk | undefined;
  let asha: Actor | undefined;
  let sunil: (Actor & { email: string }) | undefined;
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the test desk is not open yet");
    return value;
  };

  beforeAll(async () => {
    target = await makeTarget();
    test = await openTestDesk(target);
    asha = await account(test.desk, "asha@vidyut.example", "Asha Rao", "admin");
    sunil = await account(test.desk, "sunil@vidyut.example", "Sunil Mehta");
  }, 120_000);

  afterAll(async () => {
    await test?.close();
    await target?.stop();
  });

  const events = (kind: Kind, id: number) =>
    eventsOf(opened(test).desk.platform.database, { kind, id });
  return {
    get test() {
      return opened(test);
    },
    get asha() {
      return opened(asha);
    },
    get sunil() {
      return opened(sunil);
    },
    events,
    /** The trail as [action, who, before, after, note, visible] rows, oldest first. */
    trail: async (kind: Kind, id: number) =>
      (await events(kind, id)).map((event) => [
        event.action,
        event.actor_name,
        event.before,
        event.after,
        event.note,
        event.visible,
      ]),
  };
}
