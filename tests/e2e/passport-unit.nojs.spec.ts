/** The customer's unit page without JavaScript on a 390 px phone: its words readable as sent. */
import { test } from "./fixtures.ts";
import { seedSmallFleet } from "./passport-helpers.ts";
import { checkUnitOnPhone } from "./passport-unit-helpers.ts";

test("without JavaScript, on a 390 px phone the unit's charts and Duval trail are drawn in 11 px type or larger", async ({
  page,
}) => {
  const { fleetPath, firstAsset } = seedSmallFleet({ units: 3, records: 6 });
  await checkUnitOnPhone(page, `${fleetPath}/units/${firstAsset}`);
});
