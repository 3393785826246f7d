import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import routes from "#app/routes.ts";
import {
  allCaseStudies,
  allCaseStudyFigures,
  caseStudiesFor,
  caseStudiesForPage,
  caseStudy,
  caseStudyPaths,
  caseStudyStates,
  filterCaseStudies,
  loadCaseStudies,
} from "./case-studies.server.ts";
import { caseStudyCard } from "./case-study-index.ts";
import {
  type CaseStudy,
  caseStudyServices,
  resultRowSchema,
  type SectorId,
  sectorIds,
  sectors,
  serviceIds,
} from "./schema.ts";

const root = path.join(import.meta.dirname, "../../..");
const folder = path.join(root, "content/case-studies");
const fileNames = readdirSync(folder).filter((name) => name.endsWith(".yaml"));
const files = Object.fromEntries(
  fileNames.map((name) => [
    `/content/case-studies/${name}`,
    readFileSync(path.join(folder, name), "utf8"),
  ]),
);
const studies = allCaseStudies();

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/).length >= 6);
}

function prose(study: CaseStudy): string[] {
  return [
    study.summary,
    study.problem,
    ...study.work,
    study.downtimeAvoided,
    study.outcome,
    study.quote?.text ?? "",
  ];
}

describe("the case study files", () => {
  it("all parse, one study per file, with the file name as the slug", () => {
    expect(loadCaseStudies(files)).toHaveLength(fileNames.length);
    expect(studies.length).toBeGreaterThanOrEqual(8);
    expect(studies.map((study) => study.slug).sort()).toEqual(
      fileNames.map((name) => name.replace(/\.yaml$/, "")).sort(),
    );
    expect(new Set(studies.map((study) => study.slug)).size).toBe(studies.length);
  });

  it("cover at least six sectors and six states, and every sector has a study", () => {
    expect(new Set(studies.map((study) => study.sector)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(studies.map((study) => study.state)).size).toBeGreaterThanOrEqual(6);
    for (const sector of sectorIds) {
      expect(
        studies.some((study) => study.sector === sector),
        sector,
      ).toBe(true);
    }
  });

  it("name every service in at least one study", () => {
    for (const service of serviceIds) {
      expect(
        studies.some((study) => study.services.includes(service)),
        service,
      ).toBe(true);
    }
  });

  it("give every result a limit and the standard it comes from", () => {
    for (const study of studies) {
      for (const row of study.results) {
        const where = `${study.slug}: ${row.test}`;
        expect(row.limit.trim(), where).not.toBe("");
        expect(row.standard.trim(), where).not.toBe("");
      }
    }
  });

  it("refuse a study whose number misses its limit, or whose limit is no comparison", () => {
    const row = {
      test: "Breakdown voltage",
      unit: "kV",
      before: 28,
      limit: "≥ 60",
      standard: "IS 1866",
    };
    expect(resultRowSchema.safeParse({ ...row, after: 72 }).success).toBe(true);
    expect(resultRowSchema.safeParse({ ...row, after: 60 }).success).toBe(true);
    const missed = resultRowSchema.safeParse({ ...row, after: 59.9 });
    expect(missed.success).toBe(false);
    expect(missed.error?.issues.map((issue) => issue.message)).toEqual([
      "59.9 does not meet the limit ≥ 60",
    ]);
    const band = {
      test: "Ratio at tap 9",
      before: 12.9,
      limit: "12.25 to 12.75",
      standard: "IS 2026",
    };
    expect(resultRowSchema.safeParse({ ...band, after: 12.5 }).success).toBe(true);
    expect(resultRowSchema.safeParse({ ...band, after: 12.8 }).success).toBe(false);
    expect(resultRowSchema.safeParse({ ...row, after: 0.02, limit: "< 0.03" }).success).toBe(true);
    expect(resultRowSchema.safeParse({ ...row, after: 0.03, limit: "< 0.03" }).success).toBe(false);
    const written = resultRowSchema.safeParse({ ...row, after: 72, limit: "as new" });
    expect(written.error?.issues.map((issue) => issue.message)).toEqual([
      'a numeric result needs a limit such as "≥ 60", "< 0.03" or "12.25 to 12.75", not "as new"',
    ]);
  });

  it("fill in the company's details and keep no token", () => {
    expect(JSON.stringify(studies)).not.toMatch(/\{(?:company|phone|address|person)/);
    const rental = caseStudy("punjab-sugar-mill-rental-and-rewind");
    expect(rental?.work[0]).toContain("from Vadodara with its test sheet");
  });

  it("never repeat a sentence from one study in another", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const study of studies) {
      for (const sentence of new Set(prose(study).flatMap(sentences))) {
        const first = seen.get(sentence);
        if (first && first !== study.slug) repeats.push(`${first} and ${study.slug}: ${sentence}`);
        seen.set(sentence, first ?? study.slug);
      }
    }
    expect(repeats).toEqual([]);
    expect(new Set(studies.map((study) => study.title)).size).toBe(studies.length);
    expect(new Set(studies.map((study) => study.summary)).size).toBe(studies.length);
  });

  it("link each service to a page that exists", () => {
    const routePaths = new Set(routes.map((route) => `/${route.path ?? ""}`));
    const catalogueKind = (id: string) =>
      (
        parse(readFileSync(path.join(root, "content/catalogue", id, "service.yaml"), "utf8")) as {
          kind: string;
        }
      ).kind;
    for (const { href } of Object.values(caseStudyServices)) {
      const category = /^\/services\/categories\/([^/]+)$/.exec(href)?.[1];
      const details = /^\/services\/details\/([^/]+)$/.exec(href)?.[1];
      if (category) expect(catalogueKind(category), href).toBe("group");
      else if (details) expect(catalogueKind(details), href).toBe("item");
      else expect(routePaths.has(href), href).toBe(true);
    }
  });

  it("link each sector that has an industry section to that section", () => {
    const industry = parse(
      readFileSync(path.join(root, "content/pages/industry.yaml"), "utf8"),
    ) as {
      blocks: { id?: string }[];
    };
    const sections = new Set(industry.blocks.map((block) => `/industry#${block.id}`));
    const linked = Object.values(sectors).flatMap((sector) =>
      "industryHref" in sector ? [sector.industryHref] : [],
    );
    expect(linked.length).toBe(5);
    for (const href of linked) expect(sections.has(href), href).toBe(true);
  });
});

describe("the case study queries", () => {
  it("list the studies newest first", () => {
    const years = studies.map((study) => study.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(studies[0]?.slug).toBe("tamil-nadu-spinning-mill-harmonics");
    expect(studies.at(-1)?.year).toBe(2020);
  });

  it("find a study by its slug, and nothing for an unknown one", () => {
    expect(caseStudy("odisha-steel-plant-oltc-diverter-leak")?.title).toBe(
      "Acetylene traced to a leaking tap-changer compartment at an Odisha steel plant",
    );
    expect(caseStudy("odisha-steel-plant")).toBeUndefined();
    expect(caseStudyPaths()).toContain("/case-studies/navi-mumbai-data-centre-slow-vcb");
  });

  it("filter by sector, by service or by both", () => {
    expect(filterCaseStudies({ service: "rental" }).map((study) => study.slug)).toEqual([
      "punjab-sugar-mill-rental-and-rewind",
    ]);
    expect(filterCaseStudies({ service: "oltc" }).map((study) => study.slug)).toEqual([
      "odisha-steel-plant-oltc-diverter-leak",
      "telangana-pumping-station-oltc-and-breakers",
    ]);
    expect(filterCaseStudies({ sector: "steel", service: "oltc" }).map((s) => s.slug)).toEqual([
      "odisha-steel-plant-oltc-diverter-leak",
    ]);
    expect(filterCaseStudies({ sector: "steel", service: "rental" })).toEqual([]);
    expect(filterCaseStudies()).toHaveLength(studies.length);
  });

  it("offer related studies of the same field of work (the lead service) first", () => {
    expect(caseStudiesFor({ service: "breaker" })).toEqual([
      {
        slug: "navi-mumbai-data-centre-slow-vcb",
        href: "/case-studies/navi-mumbai-data-centre-slow-vcb",
        title: "A slow-opening 22 kV breaker found and fixed at a Navi Mumbai data centre",
        headline: "8 breakers serviced, IT load never off",
        summary:
          "A 22 kV incomer opened too slowly in a transfer test. We traced the cause and serviced all eight breakers, with one power path out at a time.",
        sector: "data-centres",
        sectorLabel: "Data centres and buildings",
        state: "Maharashtra",
        city: "Mahape, Navi Mumbai",
        year: 2025,
        asset: "8 × 1250 A, 25 kA, 22 kV",
        days: 5,
        drawing: { src: "/images/catalogue/breaker-vcb.svg", width: 480, height: 360 },
      },
    ]);
    // The pumping station's breakers were a second job: its study is about its tap changers.
    expect(caseStudiesFor({ sector: "water", service: "oltc" }).map((card) => card.slug)).toEqual([
      "telangana-pumping-station-oltc-and-breakers",
      "odisha-steel-plant-oltc-diverter-leak",
    ]);
    // Every study tested something; one is about testing.
    expect(caseStudiesFor({ service: "testing" }).map((card) => card.slug)).toEqual([
      "madhya-pradesh-traction-transformer-through-faults",
    ]);
  });

  it("show each page the studies of its own field, or none", () => {
    expect(caseStudiesForPage("/transformer/rental").map((card) => card.slug)).toEqual([
      "punjab-sugar-mill-rental-and-rewind",
    ]);
    expect(
      caseStudiesForPage("/services/categories/acb-vcb-repairing-services").map(
        (card) => card.slug,
      ),
    ).toEqual(["navi-mumbai-data-centre-slow-vcb"]);
    // The bushing and tap-changer page belongs to OLTC work. Both from 2024: by their slugs.
    expect(caseStudiesForPage("/transformer/transformer4").map((card) => card.slug)).toEqual([
      "odisha-steel-plant-oltc-diverter-leak",
      "telangana-pumping-station-oltc-and-breakers",
    ]);
    // Condition assessment: the traction transformer cleared by tests, not the textile mill's
    // harmonics nor any other study that merely included a test.
    const assessment = caseStudiesForPage("/transformer/transformer1").map((card) => card.slug);
    expect(assessment).toEqual(["madhya-pradesh-traction-transformer-through-faults"]);
    expect(assessment).not.toContain("tamil-nadu-spinning-mill-harmonics");
    // On-site drying: the solar park's oil, dried by night.
    expect(caseStudiesForPage("/transformer/transformer3").map((card) => card.slug)).toEqual([
      "karnataka-solar-park-inverter-transformers-drying",
    ]);
    // Commissioning: no study of that work yet.
    expect(caseStudiesForPage("/transformer/transformer5")).toEqual([]);
    expect(caseStudiesForPage("/transformer/fieldservice").map((card) => card.slug)).toEqual([
      "tamil-nadu-spinning-mill-harmonics",
      "assam-refinery-transformer-core-earth-fault",
    ]);
    // The industries page: only sectors it has a section for (no steel, cement or textiles).
    expect(caseStudiesForPage("/industry").map((card) => card.sector)).toEqual([
      "chemicals",
      "data-centres",
      "water",
    ]);
    expect(caseStudiesForPage("/contact")).toEqual([]);
  });

  it("add up the figures of the list page from the studies", () => {
    expect(allCaseStudyFigures()).toEqual({
      states: 11,
      // 20 + 24 + 24 × 6.6 + 21.6 + 31.5 + 2.5 + 10 + 2.5 + 2 × 25 + 10
      megavoltAmperes: 330.5,
      transformers: 34,
      breakers: 8,
      // 1, 5, 5, 6, 6, 9, 10, 11, 12, 14, 38
      medianDays: 9,
    });
  });

  it("lead every card with a headline of at most 48 characters, each its own", () => {
    const headlines = studies.map((study) => study.headline);
    expect(new Set(headlines).size).toBe(studies.length);
    for (const headline of headlines) expect(headline.length).toBeLessThanOrEqual(48);
  });

  it("count the studies per state for the map", () => {
    const states = caseStudyStates();
    expect(states.reduce((sum, { count }) => sum + count, 0)).toBe(studies.length);
    expect(states.find(({ state }) => state === "Odisha")).toEqual({ state: "Odisha", count: 1 });
  });
});

describe("a broken case study file", () => {
  const good = files["/content/case-studies/odisha-steel-plant-oltc-diverter-leak.yaml"] as string;
  const load = (name: string, text: string) =>
    loadCaseStudies({ [`/content/case-studies/${name}.yaml`]: text });

  const minimal = `
slug: broken
title: A study with a missing rating
headline: Oil dry again in two days
summary: A transformer somewhere in India.
sector: mining
state: Odisha
city: Angul district
year: 2024
services: [testing]
asset:
  type: transformer
  description: Power transformer
  voltage: 33/11 kV
  cooling: ONAN
  make: an Indian OEM
  manufactured: 2010
  oltc: false
problem: The oil was wet. Its breakdown voltage was low.
work: [Tested it., Filtered it., Tested it again., Reported.]
days: 2
downtimeAvoided: A week.
outcome: The oil is dry.
results:
  - { test: BDV, unit: kV, before: 30, after: 65, limit: "> 40", standard: IEC 60422:2013 }
  - { test: Water, unit: mg/kg, before: 40, after: 9, limit: "< 30", standard: IEC 60422:2013 }
  - { test: PI, before: 1.2, after: 1.5, limit: "≥ 1.0", standard: ANSI/NETA MTS }
  - { test: DDF at 90 °C, before: 0.05, after: 0.02, limit: "< 0.10", standard: IEC 60422:2013 }
`;

  it("names the file and each field that is wrong", () => {
    expect(() => load("broken", minimal)).toThrow(
      /^content\/case-studies\/broken\.yaml: sector: .*\ncontent\/case-studies\/broken\.yaml: asset\.rating: /,
    );
  });

  it("names a result that does not meet its limit, or a limit that cannot be checked", () => {
    const fixed = minimal
      .replace("sector: mining", "sector: steel")
      .replace(
        "  description: Power transformer\n",
        "  description: Power transformer\n  rating: 10 MVA\n",
      );
    expect(load("broken", fixed)).toHaveLength(1);
    expect(() => load("broken", fixed.replace("after: 65", "after: 38"))).toThrow(
      "content/case-studies/broken.yaml: results.0.after: 38 does not meet the limit > 40",
    );
    expect(() => load("broken", fixed.replace('limit: "> 40"', "limit: at least 40"))).toThrow(
      /^content\/case-studies\/broken\.yaml: results\.0\.limit: a numeric result needs a limit/,
    );
  });

  it("refuses a slug that is not the file name, an unknown token and a long summary", () => {
    expect(() => load("odisha-steel-plant", good)).toThrow(
      'content/case-studies/odisha-steel-plant.yaml: slug: "odisha-steel-plant-oltc-diverter-leak" must equal the file name ("odisha-steel-plant")',
    );
    const name = "odisha-steel-plant-oltc-diverter-leak";
    expect(() =>
      load(name, good.replace("Deputy general manager", "Deputy {person.boss}")),
    ).toThrow(`content/case-studies/${name}.yaml: quote.role: unknown token {person.boss}`);
    expect(() =>
      load(name, good.replace(/^summary: >-$/m, `summary: >-\n  ${"Far too long. ".repeat(12)}`)),
    ).toThrow(`content/case-studies/${name}.yaml: summary: must be at most 160 characters`);
  });

  it("refuses a problem of one sentence and a transformer made after the work", () => {
    const name = "odisha-steel-plant-oltc-diverter-leak";
    const oneSentence = good.replace(
      /^problem: >-\n(?: {2}.*\n)+/m,
      "problem: Acetylene was rising in the main tank.\n",
    );
    expect(() => load(name, oneSentence)).toThrow(
      `content/case-studies/${name}.yaml: problem: must be two to four sentences`,
    );
    expect(() => load(name, good.replace("manufactured: 2009", "manufactured: 2025"))).toThrow(
      `content/case-studies/${name}.yaml: asset.manufactured: 2025 is after the year of the work (2024)`,
    );
  });
});

describe("the sector list", () => {
  it("gives each sector a label", () => {
    const labels = sectorIds.map((id: SectorId) => sectors[id].label);
    expect(labels).toContain("Railway traction");
    expect(new Set(labels).size).toBe(sectorIds.length);
  });
});

describe("the list's pictures", () => {
  it("never shows one drawing on two studies side by side", () => {
    const drawings = filterCaseStudies().map((study) => caseStudyCard(study).drawing.src);
    const repeated = drawings.filter((src, index) => index > 0 && src === drawings[index - 1]);
    expect(repeated).toEqual([]);
  });
});
