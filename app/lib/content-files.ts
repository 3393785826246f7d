import { parse } from "yaml";
import type { z } from "zod";

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
