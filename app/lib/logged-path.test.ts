import { describe, expect, it } from "vitest";
import { loggedPath } from "./logged-path.ts";

describe("the request log's path", () => {
  it("keeps no secret of a private link and no query string", () => {
    expect(loggedPath("/fleet/KiL9t1Dk9RgooCfbsVSJMw/units/5")).toBe("/fleet/[secret]/units/5");
    expect(loggedPath("/fleet/KiL9t1Dk9RgooCfbsVSJMw")).toBe("/fleet/[secret]");
    expect(loggedPath("/report-files/Q2x1ZS1vZi10aGUtcmVwb3J0")).toBe("/report-files/[secret]");
    expect(loggedPath("/reminders/stop/42/c2lnbmF0dXJlLW9mLXRoZS1zdG9w")).toBe(
      "/reminders/stop/[secret]",
    );
    expect(loggedPath("/requests/VPS-260301-ABCDEF?t=c2VjcmV0LXN0YXR1cy10b2tlbg")).toBe(
      "/requests/VPS-260301-ABCDEF",
    );
  });

  it("keeps the secret out however the link is spelt", () => {
    const token = "3_jah74eyWdztsWAOgnHoA";
    for (const spelt of [
      `/FLEET/${token}`,
      `/%66leet/${token}/units/1`,
      `//fleet/${token}`,
      `/Fleet/${token}/fleet.csv`,
      `http://127.0.0.1:4430/fleet/${token}`,
      `/REPORT-FILES/${token}`,
      `/./fleet/${token}`,
      `/x/../fleet/${token}`,
      `/staff/%2e%2e/fleet/${token}`,
      `/%2e/report-files/${token}`,
    ])
      expect(loggedPath(spelt)).not.toContain(token);
  });

  it("keeps every other path as it was asked for", () => {
    expect(loggedPath("/services/details/transformer-oil")).toBe(
      "/services/details/transformer-oil",
    );
    expect(loggedPath("/staff/fleet/12")).toBe("/staff/fleet/12");
    expect(loggedPath("/fleetwood")).toBe("/fleetwood");
  });
});
