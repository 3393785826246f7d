import type { BehaviourName } from "./behaviour-scripts.ts";

/**
 * What a route module's `handle` export tells the server before any loader or action runs (the
 * server finds the route through its build's route table, server/http/route-rules.ts; React
 * Router has no route export that runs before a body is read or a static file is chosen), and
 * what it tells the document's shell in app/root.tsx, which reads the matched routes' handles
 * instead of the path.
 */
export type ServerHandle = {
  /**
   * "console": the route and those under it are the staff console, a tool with its own frame:
   * no site header, footer, chat button or printed letterhead, and "Skip to content" goes to
   * `#console-content`.
   */
  frame?: "console";
  /** The page prints a heading of its own (the oil tool's report): no site letterhead on paper. */
  ownLetterhead?: true;
  /**
   * The action takes files: its body is streamed to the action up to UPLOAD_LIMIT_BYTES, and
   * at most UPLOAD_CONCURRENCY such bodies are taken at once (503 before reading the rest).
   */
  uploads?: true;
  /**
   * The prerendered page shows what its query string asks for (a GET form that works without
   * JavaScript, a form filled in from a link): with meaningful parameters it is rendered.
   * deploy/nginx.conf names the same paths.
   */
  rendersQuery?: true;
  /**
   * `false`: the page is for reading and needs no script (decision 0017). Its document carries
   * no module script, no scroll restoration and no copy of the loader data for hydration; links
   * and forms work as they do without JavaScript.
   */
  hydrate?: false;
  /**
   * With `hydrate: false`: the behaviour modules the page still needs (decision 0019), each one
   * small plain module script instead of React (app/lib/behaviour-scripts.ts).
   */
  behaviours?: readonly BehaviourName[];
};

/** The document's frame and letterhead, as its matched routes' handles say. */
export function frameOf(matches: readonly { handle?: unknown }[]) {
  const handles = matches.map((match) => (match.handle ?? {}) as ServerHandle);
  return {
    console: handles.some((handle) => handle.frame === "console"),
    ownLetterhead: handles.some((handle) => handle.ownLetterhead === true),
  };
}

/** Whether a document hydrates: unless one of its matched routes says `hydrate: false`. */
export function hydrates(matches: readonly { handle?: unknown }[]): boolean {
  return !matches.some((match) => (match.handle as ServerHandle | undefined)?.hydrate === false);
}

/** The behaviour modules of a document that does not hydrate, in the order its routes name them. */
export function behaviours(matches: readonly { handle?: unknown }[]): BehaviourName[] {
  if (hydrates(matches)) return [];
  const names = matches.flatMap(
    (match) => (match.handle as ServerHandle | undefined)?.behaviours ?? [],
  );
  return [...new Set(names)];
}
