/**
 * The catalogue as content files, one per entry:
 *
 *   content/catalogue/<service-id>/service.yaml   a top-level service, `kind: group` or `kind: item`
 *   content/catalogue/<service-id>/<item-id>.yaml an item of a group service
 *
 * `order` places a service in the listing and an item in its group. What can be computed is not
 * stored: a group's `no` (its number of items) and its rows of two items come from its files.
 * Copy names the company only through tokens ({company}, {phone.service}…), filled from
 * app/lib/company.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { fillCompanyTokensDeep } from "#app/lib/company.ts";
import { ContentError, contentEntries, parseContentFile } from "#app/lib/content-files.ts";
import {
  type CatalogueItem,
  catalogueItemSchema,
  type Service,
  type ServiceGroup,
  serviceGroupSchema,
  serviceItemSchema,
} from "./schema.ts";

/** Position in the listing (services) or in the group (items); need not be consecutive. */
const order = z.number().int().positive();

/** service.yaml of a group: the items are the other files of its folder. */
export const groupFileSchema = serviceGroupSchema
  .omit({ no: true, categories: true })
  .extend({ order })
  .strict();

/** service.yaml of a service that is a single item, with no page of its own for a category. */
export const singleServiceFileSchema = serviceItemSchema.extend({ order }).strict();

export const serviceFileSchema = z.discriminatedUnion("kind", [
  groupFileSchema,
  singleServiceFileSchema,
]);

/** <item-id>.yaml, beside the service.yaml of its group. */
export const itemFileSchema = catalogueItemSchema.extend({ order }).strict();

type ServiceFile = z.infer<typeof serviceFileSchema>;
type ItemFile = z.infer<typeof itemFileSchema>;
type Folder = {
  service?: { file: string; data: ServiceFile };
  items: { file: string; data: ItemFile }[];
};

const filePattern = /^content\/catalogue\/([^/]+)\/([^/]+)\.yaml$/;
const itemsPerRow = 2;

/**
 * Builds the catalogue from its files: `files` maps each path (as `import.meta.glob` gives it,
 * "/content/catalogue/…") to the file's text. Throws a ContentError naming the file and the field
 * of the first problem.
 */
export function loadCatalogue(files: Record<string, string>): Service[] {
  const folders = new Map<string, Folder>();
  for (const [file, text] of contentEntries(files)) {
    const match = filePattern.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new ContentError(
        `${file}: catalogue files are content/catalogue/<service-id>/service.yaml or <item-id>.yaml`,
      );
    }
    const [, folderName, name] = match;
    const folder = folders.get(folderName) ?? { items: [] };
    folders.set(folderName, folder);
    if (name === "service") {
      const data = parseContentFile(file, text, serviceFileSchema);
      expectId(file, data.id, folderName, "its folder");
      folder.service = { file, data };
    } else {
      const data = parseContentFile(file, text, itemFileSchema);
      expectId(file, data.id, name, "the file name");
      folder.items.push({ file, data });
    }
  }

  const services = [...folders].map(([folderName, folder]) => toService(folderName, folder));
  expectUniqueOrder(services);
  const sorted = services.sort((a, b) => a.data.order - b.data.order).map(({ service }) => service);
  expectUniqueItemIds(sorted, folders);
  return fillCompanyTokensDeep(sorted);
}

function toService(
  folderName: string,
  { service, items }: Folder,
): { file: string; data: ServiceFile; service: Service } {
  if (!service) {
    const first = items[0]?.file ?? `content/catalogue/${folderName}/`;
    throw new ContentError(`${first}: its folder has no service.yaml`);
  }
  const { file, data } = service;
  if (data.kind === "item") {
    const stray = items[0];
    if (stray) {
      throw new ContentError(
        `${stray.file}: the service ${data.id} is a single item (kind: item in ${file}) and holds no items; make it kind: group`,
      );
    }
    const { order: _order, ...single } = data;
    return { file, data, service: single };
  }
  if (items.length === 0) {
    throw new ContentError(`${file}: kind: a group needs at least one item file beside it`);
  }
  expectUniqueOrder(items);
  const groupItems: CatalogueItem[] = items
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ data: { order: _order, ...item } }) => item);
  const group: ServiceGroup = {
    kind: "group",
    id: data.id,
    name: data.name,
    img: data.img,
    imgAlt: data.imgAlt,
    no: String(groupItems.length),
    summary: data.summary,
    intro: data.intro,
    categories: rows(groupItems),
  };
  return { file, data, service: group };
}

function rows<T>(list: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < list.length; i += itemsPerRow) result.push(list.slice(i, i + itemsPerRow));
  return result;
}

function expectId(file: string, id: string, expected: string, what: string) {
  if (id !== expected) {
    throw new ContentError(`${file}: id: "${id}" must equal ${what} ("${expected}")`);
  }
}

function expectUniqueOrder(files: { file: string; data: { order: number } }[]) {
  const seen = new Map<number, string>();
  for (const { file, data } of files) {
    const other = seen.get(data.order);
    if (other)
      throw new ContentError(`${file}: order: ${data.order} is also the order of ${other}`);
    seen.set(data.order, file);
  }
}

/** An item's id is its page's address: two items with one id would share a page. */
function expectUniqueItemIds(services: Service[], folders: Map<string, Folder>) {
  const seen = new Map<string, string>();
  for (const service of services) {
    const folder = folders.get(service.id);
    const files =
      service.kind === "group"
        ? (folder?.items ?? []).map(({ file, data }) => ({ file, id: data.id }))
        : [{ file: folder?.service?.file ?? service.id, id: service.id }];
    for (const { file, id } of files) {
      const other = seen.get(id);
      if (other) throw new ContentError(`${file}: id: "${id}" is also the id of ${other}`);
      seen.set(id, file);
    }
  }
}

/**
 * The files, bundled by Vite (the build, `npm run dev`, Vitest and React Router's config loader
 * all transform `import.meta.glob`). Node without Vite (Playwright loading the e2e specs, which
 * import the catalogue) has no `import.meta.env` and reads the same files from disk instead.
 */
function catalogueFiles(): Record<string, string> {
  if (import.meta.env) {
    return import.meta.glob<string>("/content/catalogue/**/*.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    });
  }
  const root = path.resolve(import.meta.dirname, "../../..");
  const folder = path.join(root, "content/catalogue");
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => [
        `/content/catalogue/${name.split(path.sep).join("/")}`,
        readFileSync(path.join(folder, name), "utf8"),
      ]),
  );
}

export const catalogueServices: Service[] = loadCatalogue(catalogueFiles());
