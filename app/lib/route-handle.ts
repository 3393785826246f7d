/**
 * What a route module's `handle` export tells the server before any loader or action runs. The
 * server finds the route through its build's route table (server/http/route-rules.ts); React
 * Router has no route export that runs before a body is read or a static file is chosen.
 */
export type ServerHandle = {
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
};
