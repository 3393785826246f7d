/**
 * Bundles each behaviour module (app/lib/behaviour-scripts.ts, decision 0019) into one
 * self-contained script and gives the server build its code through the virtual module
 * `virtual:behaviour-scripts`; root.tsx writes it into the document (decision 0021: a request
 * of its own put the script on the slow network's path to the first paint). Each is a build of its own (its
 * listed modules imported in order), not an entry of the app's client build: there it would share
 * chunks with the React modules that import the same code (the header's behaviours are in the
 * shell chunk), and a page without React would load those. React Router builds the client
 * environment first, then the server's, in one process with shared plugins, so the names are
 * known when the server is built. In development each is a module of Vite's dev server, by URL.
 */
import path from "node:path";
import { build, type Plugin } from "vite";
import {
  type BehaviourName,
  behaviourModules,
  behaviourScriptsModule,
} from "../app/lib/behaviour-scripts.ts";

const resolvedId = `\0${behaviourScriptsModule}`;
/** A behaviour's entry: imports its modules in order (`/@id/behaviour:<name>` in development). */
const entryPrefix = "behaviour:";

const names = Object.keys(behaviourModules) as BehaviourName[];

/** The entry module of a behaviour: its modules, imported in order. */
function entryCode(root: string, name: BehaviourName): string {
  return behaviourModules[name]
    .map((file) => `import ${JSON.stringify(path.resolve(root, file))};`)
    .join("\n");
}

/** Resolves and loads `behaviour:<name>` entries. */
function behaviourEntries(root: string): Plugin {
  return {
    name: "vps:behaviour-entries",
    resolveId: (id) => (id.startsWith(entryPrefix) ? `\0${id}` : undefined),
    load: (id) =>
      id.startsWith(`\0${entryPrefix}`)
        ? entryCode(root, id.slice(entryPrefix.length + 1) as BehaviourName)
        : undefined,
  };
}

/** One behaviour bundled alone: a single ES module file, minified. */
async function bundle(root: string, name: BehaviourName): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [behaviourEntries(root)],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: `${entryPrefix}${name}`,
        output: { format: "es", codeSplitting: false },
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const chunks = outputs.flatMap((result) =>
    "output" in result ? result.output.filter((file) => file.type === "chunk") : [],
  );
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`behaviour ${name}: expected one file`);
  return chunks[0].code;
}

/**
 * A script's code as the text of an inline `<script>`: HTML ends the element at the first
 * `</script` and treats `<!--` specially, so code holding either is refused, not rewritten.
 */
export function inlineScriptText(name: string, code: string): string {
  if (/<\/script|<!--/i.test(code))
    throw new Error(`behaviour ${name}: its code holds </script or <!--, which cannot be inlined`);
  return code.trim();
}

export function behaviourScripts(root: string): Plugin[] {
  let built: Partial<Record<BehaviourName, string>> | undefined;
  let base = "/";
  let command: "build" | "serve" = "build";
  return [
    behaviourEntries(root),
    {
      name: "vps:behaviour-scripts",
      configResolved(config) {
        base = config.base;
        command = config.command;
      },
      async generateBundle() {
        if (command !== "build" || this.environment.name !== "client") return;
        built = {};
        for (const name of names) built[name] = inlineScriptText(name, await bundle(root, name));
      },
      resolveId(id) {
        return id === behaviourScriptsModule ? resolvedId : undefined;
      },
      load(id) {
        if (id !== resolvedId) return undefined;
        // The browser's copy of root.tsx imports the module too, but never reads it.
        if (this.environment.name === "client") return "export default { urls: {}, code: {} };";
        if (command === "serve") {
          const urls = Object.fromEntries(
            names.map((name) => [name, `${base}@id/${entryPrefix}${name}`]),
          );
          return `export default ${JSON.stringify({ urls, code: {} })};`;
        }
        if (!built || Object.keys(built).length !== names.length)
          this.error("behaviour scripts: the client build must come first and bundle every one");
        return `export default ${JSON.stringify({ urls: {}, code: built })};`;
      },
    },
  ];
}
