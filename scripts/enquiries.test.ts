/**
 * `npm run enquiries`, the operator's CLI (scripts/enquiries.ts), run as a child process against
 * a database prepared through the store: once on SQLite (DATA_DIR) and once on PostgreSQL
 * (DATABASE_URL, an embedded server started here).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Backend,
  cli,
  enquiry,
  postgresBackend,
  seed,
  sqliteBackend,
  type Target,
} from "#tests/enquiries-cli-fixture.ts";

/** The cases, on whichever database `fresh` prepares (a new, empty one for every test). */
function cliCases(fresh: () => Promise<Target>) {
  it("list shows the header with the counts, then every enquiry newest first", async () => {
    const target = await fresh();
    const ref = await seed(target.store);
    const run = await cli(target, "list");
    expect(run).toMatchObject({ code: 0, stderr: "" });
    const [counts, ...lines] = run.stdout.trimEnd().split("\n");
    expect(counts?.startsWith(`${target.location}: `)).toBe(true);
    expect(JSON.parse(counts?.slice(target.location.length + 2) ?? "")).toEqual({
      sent: 1,
      dead: 1,
      held: 1,
      pending: 1,
    });
    expect(lines).toEqual([
      "reference           received (UTC)    status   tr  form     name                      service",
      `${ref.pending}   2024-03-04 11:00  pending   0  contact  Meena Patel               service`,
      `${ref.held}   2024-03-03 10:45  held      0  contact  Unknown Visitor           service`,
      `${ref.dead}   2024-03-02 09:30  dead      1  contact  Ravi Shah                 automation`,
      `${ref.sent}   2024-03-01 08:15  sent      1  product  Asha Iyer                 Blue Silica Gel (Indicating)`,
    ]);
    const dead = await cli(target, "list", "--status", "dead");
    expect(dead.stdout.trimEnd().split("\n").slice(2)).toEqual([
      `${ref.dead}   2024-03-02 09:30  dead      1  contact  Ravi Shah                 automation`,
    ]);
  });

  it("show prints every field of one enquiry", async () => {
    const target = await fresh();
    const ref = await seed(target.store);
    const run = await cli(target, "show", ref.dead);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toBe(
      [
        "id               2",
        `reference        ${ref.dead}`,
        "idempotency_key  cli-dead-0002",
        "kind             contact",
        "name             Ravi Shah",
        "email            ravi.shah@example.in",
        "phone            987-654-3210",
        "service          automation",
        "message          -5 °C at the site, the breather is blocked",
        "source_path      /contact",
        "ip               203.0.113.7",
        "user_agent       Mozilla/5.0 (X11; Linux x86_64)",
        "status           dead",
        "spam_reason      ",
        "attempts         1",
        "next_attempt_at  2024-03-02T09:30:00.000Z",
        "locked_until     ",
        "last_error       550 mailbox unavailable",
        "created_at       2024-03-02T09:30:00.000Z",
        "sent_at          ",
        "stage            new",
        "company          ",
        "plant_location   ",
        "",
      ].join("\n"),
    );
    const missing = await cli(target, "show", "VPS-240302-NOSUCH");
    expect(missing).toEqual({ code: 2, stdout: "", stderr: "No enquiry VPS-240302-NOSUCH\n" });
  });

  it("export --format csv quotes every cell and neutralises = + - @ at the start of one", async () => {
    const target = await fresh();
    const ref = await seed(target.store);
    const run = await cli(target, "export", "--format", "csv");
    expect(run).toMatchObject({ code: 0, stderr: "" });
    const [header, ...rows] = run.stdout.trimEnd().split("\n");
    expect(header).toBe(
      "id,reference,idempotency_key,kind,name,email,phone,service,message,source_path,ip,user_agent,status,spam_reason,attempts,next_attempt_at,locked_until,last_error,created_at,sent_at,stage,company,plant_location",
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe(
      `"4","${ref.pending}","cli-pending-0004","contact","Meena Patel","meena@example.in","987-654-3210","service","'=HYPERLINK(""http://evil.example"",""Click for the quote"")","/contact","203.0.113.7","Mozilla/5.0 (X11; Linux x86_64)","pending","","0","2024-03-04T11:00:00.000Z","","","2024-03-04T11:00:00.000Z","","new","",""`,
    );
    expect(rows[1]).toContain(`,"'@everyone please look at this",`);
    expect(rows[2]).toContain(`,"'-5 °C at the site, the breather is blocked",`);
    expect(rows[3]).toContain(`,"'+91 98765 43210, call me back",`);
    expect(rows[3]).toContain(`,"2024-03-01T08:15:02.000Z","new","",""`);
  });

  it("export --format json is valid JSON holding every row", async () => {
    const target = await fresh();
    const ref = await seed(target.store);
    const run = await cli(target, "export", "--format", "json");
    expect(run).toMatchObject({ code: 0, stderr: "" });
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows.map((row) => [row.reference, row.status, row.message])).toEqual([
      [ref.pending, "pending", '=HYPERLINK("http://evil.example","Click for the quote")'],
      [ref.held, "held", "@everyone please look at this"],
      [ref.dead, "dead", "-5 °C at the site, the breather is blocked"],
      [ref.sent, "sent", "+91 98765 43210, call me back"],
    ]);
    expect(rows).toEqual(await target.store.list());
    expect(await cli(target, "export")).toEqual({
      code: 2,
      stdout: "",
      stderr: "export needs --format csv or --format json\n",
    });
  });

  it("retry puts a dead enquiry back in the queue; on a held one it exits 1 and changes nothing", async () => {
    const target = await fresh();
    const ref = await seed(target.store);
    const retried = await cli(target, "retry", ref.dead);
    expect(retried).toEqual({
      code: 0,
      stdout: "1 dead enquiry queued for delivery; the running server sends within 5 s.\n",
      stderr: "",
    });
    expect(await target.store.byReference(ref.dead)).toMatchObject({
      status: "pending",
      attempts: 0,
      locked_until: null,
    });

    const held = await target.store.byReference(ref.held);
    const refused = await cli(target, "retry", ref.held);
    expect(refused).toEqual({
      code: 1,
      stdout: "0 dead enquiries queued for delivery; the running server sends within 5 s.\n",
      stderr: `${ref.held} is not a dead enquiry (held or spam ones are released with release).\n`,
    });
    expect(await target.store.byReference(ref.held)).toEqual(held);
  });

  it("release sends a held enquiry; on one that is not held it exits 1", async () => {
    const target = await fresh();
    const ref = await seed(target.store);
    const released = await cli(target, "release", ref.held);
    expect(released).toEqual({
      code: 0,
      stdout: `${ref.held} released: the running server sends it within 5 s.\n`,
      stderr: "",
    });
    expect(await target.store.byReference(ref.held)).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    const refused = await cli(target, "release", ref.sent);
    expect(refused).toEqual({
      code: 1,
      stdout: "",
      stderr: `${ref.sent} is not a held or spam enquiry; nothing released.\n`,
    });
    expect(await target.store.byReference(ref.sent)).toMatchObject({ status: "sent" });
  });

  it("purge --older-than deletes old delivered, dead and held ones and keeps pending and recent ones", async () => {
    const target = await fresh();
    const ref = await seed(target.store);
    const { enquiry: recent } = await target.store.insert(enquiry("cli-recent-0005", {}));
    await target.store.markSent(recent.id);
    const run = await cli(target, "purge", "--older-than", "30");
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(
      /^Deleted 3 enquiries received before \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\.\n$/,
    );
    const left = await target.store.list();
    expect(left.map((row) => [row.reference, row.status])).toEqual([
      [recent.reference, "sent"],
      [ref.pending, "pending"],
    ]);
  });

  it("an unknown command exits 2 with the usage", async () => {
    const target = await fresh();
    const run = await cli(target, "frobnicate");
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    const lines = run.stderr.split("\n");
    expect(lines.slice(0, 2)).toEqual([
      'Unknown command "frobnicate".',
      "Usage: npm run enquiries -- <command>",
    ]);
    // One line for each of the six commands, and nothing after them.
    expect(lines.slice(2).map((line) => line.trim().split(" ")[0])).toEqual([
      "list",
      "show",
      "export",
      "retry",
      "release",
      "purge",
      "",
    ]);
  });
}

// The commands are child processes: the cases run side by side, each on a database of its own.
describe.concurrent("the enquiries CLI", { timeout: 60_000 }, () => {
  for (const [name, start] of [
    ["SQLite", sqliteBackend],
    ["PostgreSQL", postgresBackend],
  ] as const) {
    describe(`on ${name}`, () => {
      let backend: Backend | undefined;
      beforeAll(async () => {
        backend = await start();
      }, 120_000);
      afterAll(() => backend?.close());

      cliCases(async () => {
        if (!backend) throw new Error(`${name} did not start`);
        return backend.fresh();
      });
    });
  }
});
