/**
 * The case studies, one file per project: content/case-studies/<slug>.yaml. A file that does not
 * match the schema, whose slug is not its file name, or that uses a company token
 * app/lib/company.ts does not know, is an error naming the file and the field; the prerender
 * loads every file, so such a file stops the build.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ContentError, contentEntries, loadContentFile } from "#app/lib/content-files.ts";
import {
  type CaseStudyCard,
  type CaseStudyTopic,
  caseStudyCard,
  caseStudyFigures,
  createCaseStudyIndex,
} from "./case-study-index.ts";
import {
  type CaseStudy,
  caseStudyHref,
  caseStudySchema,
  type IndianState,
  indianStates,
  type SectorId,
  type ServiceId,
  sectorIds,
  serviceIds,
} from "./schema.ts";

export type { CaseStudyCard, CaseStudyTopic } from "./case-study-index.ts";

const filePattern = /^content\/case-studies\/([^/]+)\.yaml$/;
/** Newest first; studies of one year in the order of their slugs, so the order never varies. */
function newestFirst(a: CaseStudy, b: CaseStudy): number {
  return b.year - a.year || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/**
 * Builds the case studies from their files: `files` maps each path (as `import.meta.glob` gives
 * it, "/content/case-studies/…") to the file's text. Returns them newest first.
 */
export function loadCaseStudies(files: Record<string, string>): CaseStudy[] {
  const studies: CaseStudy[] = [];
  const seen = new Map<string, string>();
  for (const [file, text] of contentEntries(files)) {
    const name = filePattern.exec(file)?.[1];
    if (!name) throw new ContentError(`${file}: case studies are content/case-studies/<slug>.yaml`);
    const study = loadContentFile(file, text, caseStudySchema);
    if (study.slug !== name) {
      throw new ContentError(`${file}: slug: "${study.slug}" must equal the file name ("${name}")`);
    }
    const other = seen.get(study.slug);
    if (other)
      throw new ContentError(`${file}: slug: "${study.slug}" is also the slug of ${other}`);
    seen.set(study.slug, file);
    studies.push(study);
  }
  return studies.sort(newestFirst);
}

/**
 * The files, bundled by Vite (the build, `npm run dev`, Vitest and React Router's config loader
 * all transform `import.meta.glob`). Node without Vite (Playwright loading the e2e specs) has no
 * `import.meta.env` and reads the same files from disk instead.
 */
function caseStudyFiles(): Record<string, string> {
  if (import.meta.env) {
    return import.meta.glob<string>("/content/case-studies/*.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    });
  }
  const folder = path.resolve(import.meta.dirname, "../../../content/case-studies");
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => [
        `/content/case-studies/${name}`,
        readFileSync(path.join(folder, name), "utf8"),
      ]),
  );
}

const index = createCaseStudyIndex(loadCaseStudies(caseStudyFiles()));

/** Every case study, newest first. */
export function allCaseStudies(): readonly CaseStudy[] {
  return index.all();
}

/** The study at /case-studies/<slug>, or undefined (a 404). */
export function caseStudy(slug: string): CaseStudy | undefined {
  return index.bySlug(slug);
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The list's query, ?sector=…&service=…&state=…, read on the server; unknown values are ignored. */
export function readCaseStudyQuery(query: URLSearchParams): {
  filter: CaseStudyTopic;
  state?: IndianState;
} {
  return {
    filter: {
      sector: oneOf<SectorId>(sectorIds, query.get("sector")),
      service: oneOf<ServiceId>(serviceIds, query.get("service")),
    },
    state: oneOf<IndianState>(indianStates, query.get("state")),
  };
}

/** Studies in a sector, naming a service, or both; newest first. Without a filter, all of them. */
export function filterCaseStudies(topic: CaseStudyTopic = {}): CaseStudy[] {
  return index.filter(topic);
}

/** Up to `limit` study cards to link from a service page (`service`) or an industry (`sector`). */
export function caseStudiesFor(topic: CaseStudyTopic, limit = 3): CaseStudyCard[] {
  return index.relatedTo(topic, limit);
}

/** The states with studies and their counts, for the map. */
export function caseStudyStates(): { state: IndianState; count: number }[] {
  return index.states();
}

/** /case-studies/<slug> of every study, for the prerender list and the sitemap. */
export function caseStudyPaths(): string[] {
  return index.all().map((study) => caseStudyHref(study.slug));
}

/** Cards of the given studies, for the list page. */
export function caseStudyCards(studies: readonly CaseStudy[]): CaseStudyCard[] {
  return studies.map(caseStudyCard);
}

/**
 * Up to `limit` studies for the page at `path`: a service page shows the studies whose own field
 * is its service; the industries page the newest of its industries. None for any other page.
 */
export function caseStudiesForPage(path: string, limit = 3): CaseStudyCard[] {
  return index.forPage(path, limit);
}

/** What all the studies add up to, for the list page's figures. */
export function allCaseStudyFigures(): ReturnType<typeof caseStudyFigures> {
  return caseStudyFigures(index.all());
}
