import { parse } from "yaml";
import type { z } from "zod";
import { fillCompanyTokensDeep } from "./company.ts";

/** A content file that does not match its schema: the message names the file and the field. */
export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * Parses one YAML content file and checks it against its schema. Content files are bundled with
 * `import.meta.glob(…, { query: "?raw", eager: true })`, so a bad file stops the build (the
 * prerender loads every one) with a message such as
 * `content/catalogue/oil/transformer-oil.yaml: specification.2.value: must not be empty`.
 */
export function parseContentFile<T extends z.ZodType>(
  file: string,
  text: string,
  schema: T,
): z.infer<T> {
  let data: unknown;
  try {
    data = parse(text, { prettyErrors: true });
  } catch (error) {
    throw new ContentError(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${file}: ${issue.path.join(".") || "(the file)"}: ${issue.message}`,
  );
  throw new ContentError(problems.join("\n"));
}

/**
 * The files of an `import.meta.glob` result as [path relative to the project, text], sorted by
 * path so that the order never depends on the file system.
 */
export function contentEntries(files: Record<string, string>): [string, string][] {
  return Object.entries(files)
    .map(([file, text]): [string, string] => [file.replace(/^\//, ""), text])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const token = /\{(?:company|phone|address|person)(?:\.[a-zA-Z]+)?\}/;

/** The first company token left in a value after filling, with the field it is in. */
function leftoverToken(
  value: unknown,
  field: string,
): { field: string; token: string } | undefined {
  if (typeof value === "string") {
    const found = token.exec(value);
    return found ? { field, token: found[0] } : undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = leftoverToken(item, field ? `${field}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** Parses one file, checks it against its schema and fills in the company's details. */
export function loadContentFile<T extends z.ZodType>(
  file: string,
  text: string,
  schema: T,
): z.infer<T> {
  const content = fillCompanyTokensDeep(parseContentFile(file, text, schema));
  const leftover = leftoverToken(content, "");
  if (leftover) {
    throw new ContentError(
      `${file}: ${leftover.field || "(the file)"}: unknown token ${leftover.token}`,
    );
  }
  return content;
}
