import express from "express";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("serves on port 3000 of the loopback interface by default", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.BODY_LIMIT_BYTES).toBe(65_536);
  });

  it("reads PORT and HOST, and treats an empty variable as unset", () => {
    const config = loadConfig({ PORT: "8080", HOST: "127.0.0.1", LOG_LEVEL: "" });
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.LOG_LEVEL).toBe("info");
  });

  it("drops a trailing slash from SITE_URL", () => {
    expect(loadConfig({ SITE_URL: "https://www.example.in/" }).SITE_URL).toBe(
      "https://www.example.in",
    );
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SITE_URL", "ftp://example.in"],
    ["SITE_URL", "not a url"],
    ["LOG_LEVEL", "verbose"],
    ["TRUST_PROXY", "maybe"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "10.0.0.0/99"],
    ["FORM_SECRET", "short"],
    ["BODY_LIMIT_BYTES", "12"],
  ])("stops with a message that names %s when it is %j", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("reads TRUST_PROXY as Express's trust proxy: none, a hop count or a list of addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
    ]);
    expect(loadConfig({ TRUST_PROXY: "loopback,10.0.0.0/8," }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
    ]);
  });

  it("gives Express a client address that is the right-most untrusted hop, whatever was forged", () => {
    const clientOf = (setting: string, peer: string, forwardedFor: string) => {
      const app = express().set("trust proxy", loadConfig({ TRUST_PROXY: setting }).TRUST_PROXY);
      // Express's own request, as a request from `peer` carrying this X-Forwarded-For: its `ip`.
      const headers = { "x-forwarded-for": forwardedFor };
      const socket = { remoteAddress: peer };
      return Object.assign(Object.create(app.request), { headers, socket, connection: socket }).ip;
    };
    expect(clientOf("false", "203.0.113.5", "198.51.100.1")).toBe("203.0.113.5");
    expect(clientOf("1", "127.0.0.1", "203.0.113.9, 198.51.100.20")).toBe("198.51.100.20");
    const list = "loopback, 10.0.0.0/8";
    expect(clientOf(list, "127.0.0.1", "203.0.113.9, 198.51.100.20, 10.1.1.1")).toBe(
      "198.51.100.20",
    );
    expect(clientOf(list, "198.51.100.7", "1.2.3.4")).toBe("198.51.100.7");
  });

  it("refuses to start a production server without SITE_URL, and says why", () => {
    const why =
      /^SITE_URL is required in production \(NODE_ENV=production or HOST=(127\.0\.0\.1|0\.0\.0\.0)\): set it to the public origin/;
    const server = (env: Record<string, string>) =>
      loadConfig({ MAIL_TRANSPORT: "log", ...env }, { forServer: true });
    expect(() => server({ NODE_ENV: "production" })).toThrow(why);
    expect(() => server({ HOST: "0.0.0.0" })).toThrow(why);
    expect(() => server({ HOST: "0.0.0.0", NODE_ENV: "development" })).toThrow(ConfigError);
    expect(server({ HOST: "0.0.0.0", SITE_URL: "https://www.example.in" }).HOST).toBe("0.0.0.0");
    expect(server({ NODE_ENV: "production", SITE_URL: "https://www.example.in" }).SITE_URL).toBe(
      "https://www.example.in",
    );
    // npm start on a laptop: no settings at all; on another port, its links go to that port.
    expect(server({}).SITE_URL).toBe("http://localhost:3000");
    expect(server({ PORT: "4100" }).SITE_URL).toBe("http://localhost:4100");
    expect(server({ PORT: "4100", SITE_URL: "http://127.0.0.1:4100" }).SITE_URL).toBe(
      "http://127.0.0.1:4100",
    );
    for (const HOST of ["127.0.0.1", "127.0.1.9", "::1", "localhost"])
      expect(server({ HOST }).HOST).toBe(HOST);
    // The build and the operator's commands read the settings without the rule.
    expect(loadConfig({ NODE_ENV: "production" }).SITE_URL).toBe("http://localhost:3000");
  });

  it("refuses to start a production server that would send its e-mails to the log unasked", () => {
    const server = (env: Record<string, string>) => loadConfig(env, { forServer: true });
    const site = { SITE_URL: "https://www.example.in" };
    const why =
      /^MAIL_TRANSPORT is required in production: set smtp \(with SMTP_URL\) or emailjs\. The default, log, sends no e-mail/;
    expect(() => server({ NODE_ENV: "production", ...site })).toThrow(why);
    expect(() => server({ HOST: "0.0.0.0", ...site })).toThrow(why);
    const smtp = { MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://mail.example.in:587" };
    expect(server({ NODE_ENV: "production", ...site, ...smtp }).MAIL_TRANSPORT).toBe("smtp");
    // Chosen knowingly, the log is allowed; npm start on a laptop needs no mail settings.
    expect(server({ NODE_ENV: "production", ...site, MAIL_TRANSPORT: "log" }).MAIL_TRANSPORT).toBe(
      "log",
    );
    expect(server({}).MAIL_TRANSPORT).toBe("log");
  });

  it("says whether SITE_URL was set, which decides the origin forms must come from", () => {
    expect(loadConfig({}).SITE_URL_SET).toBe(false);
    expect(loadConfig({ SITE_URL: "https://www.vidyutpower.example" }).SITE_URL_SET).toBe(true);
  });
});
