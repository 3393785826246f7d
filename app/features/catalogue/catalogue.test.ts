import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue } from "./catalogue.server.ts";
import { catalogueServices as data } from "./catalogue-content.server.ts";
import { formatPrice } from "./format.ts";
import { catalogueSchema } from "./schema.ts";

const publicDir = path.join(import.meta.dirname, "../../../public");

describe("the catalogue, as loaded from content/catalogue", () => {
  it("passes the schema", () => {
    const result = catalogueSchema.safeParse(data);
    const problems = result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(problems).toEqual([]);
  });

  it("has unique ids across services and items", () => {
    const ids = [
      ...data.map((service) => service.id),
      ...catalogue.entries.map((entry) => entry.item.id),
    ];
    const groupIds = data
      .filter((service) => service.kind === "group")
      .map((service) => service.id);
    const unique = new Set(ids);
    // A single-item service is both a service and an item: it appears twice by design.
    expect(unique.size).toBe(groupIds.length + catalogue.entries.length);
  });

  it("points only at pictures that exist", () => {
    for (const service of data)
      expect(existsSync(path.join(publicDir, service.img)), service.img).toBe(true);
    for (const { item } of catalogue.entries) {
      expect(existsSync(path.join(publicDir, item.img)), `${item.id}: ${item.img}`).toBe(true);
    }
  });

  it("keeps each group's `no` equal to its number of items", () => {
    for (const service of data) {
      if (service.kind === "group")
        expect(service.no, service.id).toBe(String(service.categories.flat().length));
    }
  });

  it("holds every top-level service the specification names, with its slugs", () => {
    const ids = data.map((service) => service.id);
    for (const id of [
      "transformer-repair-maintenance",
      "acb-vcb-repairing-services",
      "transformers-transformer-parts",
      "automobile-electrical-components",
      "circuit-breaker-spare-parts",
      "silica-gel",
      "temprature-indicators",
    ]) {
      expect(ids).toContain(id);
    }
    const names = data.map((service) => service.name);
    for (const name of [
      "Transformer Repair & Maintenance",
      "Temperature Indicators",
      "OLTC Repairing Services",
      "Control Panel Repair Services",
      "Sulfur Hexafluoride Gas",
      "Transformer Oil Filtration Services",
      "Transformers Spares",
      "Transformer Installation Services",
    ]) {
      expect(names).toContain(name);
    }
    expect(names.some((name) => /VCB Tripping Coil/.test(name))).toBe(true);
    expect(data).toHaveLength(14);
    const repair = data.find((service) => service.id === "transformer-repair-maintenance");
    expect(repair?.kind === "group" && repair.categories).toHaveLength(4);
    expect(data.some((service) => service.kind === "item")).toBe(true);
  });

  it("has at least 60 items, prices only in rupees and never zero", () => {
    expect(catalogue.entries.length).toBeGreaterThanOrEqual(60);
    for (const { item } of catalogue.entries)
      if (item.price) expect(item.price.amount).toBeGreaterThan(0);
  });
});

describe("formatPrice", () => {
  it("writes rupees with Indian digit grouping", () => {
    expect(formatPrice({ amount: 125000, unit: "Set" })).toBe("₹ 1,25,000 / Set");
    expect(formatPrice({ amount: 380, unit: "Kg" })).toBe("₹ 380 / Kg");
  });
});
