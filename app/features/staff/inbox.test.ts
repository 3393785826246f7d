/**
 * The inbox query on SQLite and on a real PostgreSQL: one list of enquiries and service requests,
 * unacknowledged breakdowns first, filters, search (wildcards escaped), paging and the CSV export.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresTarget, sqliteTarget, type Target } from "#tests/fixtures/database-targets.ts";
import {
  openTestDesk,
  storeEnquiry,
  storeRequest,
  type TestDesk,
} from "#tests/fixtures/staff-desk.ts";
import { setRequestStatus } from "./changes.server.ts";
import { exportInbox, inboxCounts, likePattern, listInbox } from "./inbox.server.ts";
import { type InboxFilters, parseFilters } from "./inbox-filters.ts";
import { inboxCsv } from "./pages.server.ts";

const filtersOf = (query: string): InboxFilters => parseFilters(new URLSearchParams(query)).filters;

describe("the search pattern", () => {
  it("escapes LIKE's wildcards and its escape character, and lowercases", () => {
    expect(likePattern("50_KG%")).toBe("%50\\_kg\\%%");
    expect(likePattern("a\\b")).toBe("%a\\\\b%");
  });

  it("reads filters from the query string, reporting what the form cannot send", () => {
    expect(parseFilters(new URLSearchParams("status=received&page=3&q=  Halol   Steel "))).toEqual({
      filters: { status: "received", page: 3, q: "Halol Steel" },
      errors: {},
      valid: true,
    });
    expect(parseFilters(new URLSearchParams("from=2026-02-30&to=yesterday&page=-1"))).toEqual({
      filters: { page: 1 },
      errors: { from: "Enter a date such as 2026-03-10", to: "Enter a date such as 2026-03-10" },
      valid: false,
    });
    expect(parseFilters(new URLSearchParams("from=2026-03-09&to=2026-03-01")).errors).toEqual({
      to: "The end date is before the start date",
    });
    expect(
      parseFilters(new URLSearchParams("kind=bogus&status=open&urgency=constructor&q=ok")),
    ).toEqual({
      filters: { page: 1, q: "ok" },
      errors: {
        kind: "Choose a kind from the list",
        status: "Choose a status from the list",
        urgency: "Choose an urgency from the list",
      },
      valid: false,
    });
    expect(parseFilters(new URLSearchParams(`q=${"é".repeat(101)}`))).toEqual({
      filters: { page: 1 },
      errors: { q: "Search for at most 100 characters" },
      valid: false,
    });
  });

  it("reads the page only as plain decimal digits, else the first page", () => {
    const pages = ["2", "1.0", "0x2", "2e0", "02", " 2", "+2", "0", "100001", "100000"].map(
      (page) => parseFilters(new URLSearchParams({ page })).filters.page,
    );
    expect(pages).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 1, 100000]);
  });
});

describe.each([
  ["SQLite", sqliteTarget],
  ["PostgreSQL", postgresTarget],
])("the inbox on %s", { timeout: 60_000 }, (_name, makeTarget) => {
  let test: TestDesk;
  const names = async (query: string) => {
    const page = await listInbox(test.desk.platform.database.db, filtersOf(query));
    return page.rows.map((row) => row.name);
  };

  /**
   * A desk of its own with the seven items every test starts from. The tests that add or change
   * items take one each, so no test sees another's changes, whatever the order.
   */
  const opened: { test: TestDesk; target: Target }[] = [];
  async function seededDesk(): Promise<TestDesk> {
    const target = await makeTarget();
    const test = await openTestDesk(target);
    opened.push({ test, target });
    const { desk } = test;
    await storeEnquiry(desk, "2026-03-01T05:00:00.000Z", {
      name: "Ravi Shah",
      phone: "987-654-3210",
    });
    await storeRequest(desk, "2026-03-02T03:00:00.000Z", {
      name: "Meena Patel",
      company: "Halol Steel Pvt Ltd",
      mobile: "9988776655",
    });
    const acknowledged = await storeRequest(desk, "2026-03-04T20:00:00.000Z", {
      name: "Farhan Ali",
      company: "Anand Cables",
      mobile: "9123456780",
      email: "farhan@anandcables.example",
    });
    await setRequestStatus(desk, acknowledged.reference, "acknowledged", { id: "x", name: "Desk" });
    await storeEnquiry(desk, "2026-03-05T10:00:00.000Z", {
      name: "Asha Iyer",
      kind: "product",
      email: "asha@example.in",
      phone: "(912) 345-6789",
      service: "Blue Silica Gel",
      message: "Need 50_kg% of gel",
      company: "Kheda Chemicals",
      plantLocation: "Nadiad, Gujarat",
    });
    await storeEnquiry(desk, "2026-03-06T12:00:00.000Z", {
      name: "Kiran Rao",
      phone: "900-000-0001",
      spamReason: "no valid form token (missing)",
      held: true,
    });
    // 00:30 on 7 March in India: outside a filter that ends on 6 March.
    await storeRequest(desk, "2026-03-06T19:00:00.000Z", {
      name: "Suresh Nair",
      company: "Baroda Dairy",
      urgency: "planned",
      mobile: "9000000002",
      email: "suresh@barodadairy.example",
      description: "Annual oil test",
    });
    await storeRequest(
      desk,
      "2026-03-08T09:00:00.000Z",
      { name: "Bot Name", company: "Spam Co", mobile: "9000000003", email: "bot@spam.example" },
      "spam",
    );
    return test;
  }

  beforeAll(async () => {
    test = await seededDesk();
  }, 120_000);

  afterAll(async () => {
    for (const { test, target } of opened) {
      await test.close();
      await target.stop();
    }
  });

  it("lists everything: the unacknowledged breakdown first, then newest first, with counts", async () => {
    const page = await listInbox(test.desk.platform.database.db, filtersOf(""));
    expect(page.rows.map((row) => [row.name, row.kind, row.unacknowledged])).toEqual([
      ["Meena Patel", "service-request", true],
      ["Bot Name", "service-request", false],
      ["Suresh Nair", "service-request", false],
      ["Kiran Rao", "contact", false],
      ["Asha Iyer", "product", false],
      ["Farhan Ali", "service-request", false],
      ["Ravi Shah", "contact", false],
    ]);
    expect([page.total, page.page, page.pages]).toEqual([7, 1, 1]);
    expect(page.rows[0]).toMatchObject({
      subject: "Crompton Greaves, 10 MVA",
      company: "Halol Steel Pvt Ltd",
      urgency: "breakdown",
      state: "received",
      delivery: "clear",
    });
    expect(page.rows[4]).toMatchObject({
      subject: "Blue Silica Gel",
      company: "Kheda Chemicals",
      state: "new",
      delivery: "pending",
    });
    expect(await inboxCounts(test.desk.platform.database.db)).toEqual({
      breakdowns: 1,
      review: 2,
      failed: 0,
    });
  });

  it("filters by kind, status, urgency and days in India", async () => {
    expect(await names("kind=product")).toEqual(["Asha Iyer"]);
    expect(await names("kind=service-request")).toEqual([
      "Meena Patel",
      "Bot Name",
      "Suresh Nair",
      "Farhan Ali",
    ]);
    expect(await names("status=held")).toEqual(["Kiran Rao"]);
    expect(await names("status=spam")).toEqual(["Bot Name"]);
    expect(await names("status=review")).toEqual(["Bot Name", "Kiran Rao"]);
    expect(await names("status=received")).toEqual(["Meena Patel", "Bot Name", "Suresh Nair"]);
    expect(await names("status=acknowledged")).toEqual(["Farhan Ali"]);
    expect(await names("status=new&kind=contact")).toEqual(["Kiran Rao", "Ravi Shah"]);
    expect(await names("urgency=planned")).toEqual(["Suresh Nair"]);
    expect(await names("from=2026-03-05&to=2026-03-06")).toEqual([
      "Kiran Rao",
      "Asha Iyer",
      "Farhan Ali",
    ]);
    expect(await names("to=2026-03-01")).toEqual(["Ravi Shah"]);
  });

  it("searches name, company, phone, e-mail and message, ignoring case", async () => {
    expect(await names("q=HALOL")).toEqual(["Meena Patel"]);
    // An enquiry's optional company is searched too.
    expect(await names("q=kheda chem")).toEqual(["Asha Iyer"]);
    expect(await names("q=asha@EXAMPLE")).toEqual(["Asha Iyer"]);
    expect(await names("q=iyer")).toEqual(["Asha Iyer"]);
    expect(await names("q=annual oil")).toEqual(["Suresh Nair"]);
    expect(await names("q=987-654")).toEqual(["Ravi Shah"]);
    // Typed with other separators, a number still finds the stored one.
    expect(await names("q=98765 43210")).toEqual(["Ravi Shah"]);
    expect(await names("q=99887 76655")).toEqual(["Meena Patel"]);
    // Wildcards are searched for as themselves.
    expect(await names("q=_")).toEqual(["Asha Iyer"]);
    expect(await names("q=%")).toEqual(["Asha Iyer"]);
    expect(await names("q=50_kg%")).toEqual(["Asha Iyer"]);
    expect(await names("q=nobody here")).toEqual([]);
    const [first] = (await listInbox(test.desk.platform.database.db, filtersOf("q=iyer"))).rows;
    expect(await names(`q=${first?.reference.toLowerCase()}`)).toEqual(["Asha Iyer"]);
  });

  it("counts and finds failed deliveries: an enquiry's notice or an item's e-mail", async () => {
    const { desk } = await seededDesk();
    const { db } = desk.platform.database;
    const dead = async () =>
      (await listInbox(db, filtersOf("status=dead"))).rows.map((row) => row.name);
    expect(await dead()).toEqual([]);
    const [ravi] = (await listInbox(db, filtersOf("q=Ravi Shah"))).rows;
    const [suresh] = (await listInbox(db, filtersOf("q=suresh"))).rows;
    await db
      .updateTable("enquiries")
      .set({ status: "dead" })
      .where("reference", "=", ravi?.reference ?? "")
      .execute();
    await desk.platform.messages.enqueue({
      reference: suresh?.reference ?? "",
      kind: "request-notice",
      subject: "s",
      text: "t",
      html: "h",
    });
    await db
      .updateTable("messages")
      .set({ status: "dead" })
      .where("reference", "=", suresh?.reference ?? "")
      .execute();
    expect(await dead()).toEqual(["Suresh Nair", "Ravi Shah"]);
    expect((await inboxCounts(db)).failed).toBe(2);
  });

  it("exports the filter as CSV with formula cells neutralised", async () => {
    const { desk } = await seededDesk();
    await storeEnquiry(desk, "2026-03-09T04:30:00.000Z", {
      name: '=HYPERLINK("http://evil.example","x")',
      email: "@evil.example",
      phone: "+91 98765 43210",
      message: '-2+3 "quoted"',
      company: "+Shah Mills",
    });
    const rows = await exportInbox(desk.platform.database.db, filtersOf("q=hyperlink"));
    expect(inboxCsv(rows).split("\r\n")).toEqual([
      '"Kind","Reference","Received (IST)","Name","Company","E-mail","Phone","Subject","Urgency","Stage or status","Delivery or screening","Message"',
      `"Contact enquiry","${rows[0]?.reference}","9 Mar 2026, 10:00 IST","'=HYPERLINK(""http://evil.example"",""x"")","'+Shah Mills","'@evil.example","'+91 98765 43210","Automation","","New","Waiting to be sent","'-2+3 ""quoted"""`,
      "",
    ]);
  });

  it("pages by 25, newest first, and keeps a page past the end on the last page", async () => {
    const { desk } = await seededDesk();
    for (let index = 0; index < 20; index++) {
      const minute = String(index).padStart(2, "0");
      await storeEnquiry(desk, `2026-03-10T06:${minute}:00.000Z`, { name: `Batch ${minute}` });
    }
    const db = desk.platform.database.db;
    const first = await listInbox(db, filtersOf(""));
    expect([first.total, first.pages, first.rows.length]).toEqual([27, 2, 25]);
    expect(first.rows.slice(0, 3).map((row) => row.name)).toEqual([
      "Meena Patel",
      "Batch 19",
      "Batch 18",
    ]);
    const second = await listInbox(db, filtersOf("page=2"));
    expect(second.rows.map((row) => row.name)).toEqual(["Farhan Ali", "Ravi Shah"]);
    const beyond = await listInbox(db, filtersOf("page=9"));
    expect([beyond.page, beyond.rows.length]).toEqual([2, 2]);
  });
});
