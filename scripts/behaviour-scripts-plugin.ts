/**
 * Builds each behaviour module (app/lib/behaviour-scripts.ts, decision 0019) as an entry of the
 * client build with a hashed file name, and gives the server build their URLs through the virtual
 * module `virtual:behaviour-scripts`. React Router builds the client environment first, then the
 * server's, in one process with shared plugins, so the names are known when the server is built.
 * In development the URL is the source file, which Vite's dev server compiles on request.
 */
import path from "node:path";
import type { Plugin } from "vite";
import {
  type BehaviourName,
  behaviourModules,
  behaviourScriptsModule,
} from "../app/lib/behaviour-scripts.ts";

const resolvedId = `\0${behaviourScriptsModule}`;

export function behaviourScripts(root: string): Plugin {
  const sources = new Map(
    Object.entries(behaviourModules).map(([name, file]) => [
      path.resolve(root, file),
      name as BehaviourName,
    ]),
  );
  let built: Partial<Record<BehaviourName, string>> | undefined;
  let base = "/";
  let command: "build" | "serve" = "build";
  return {
    name: "vps:behaviour-scripts",
    configResolved(config) {
      base = config.base;
      command = config.command;
    },
    buildStart() {
      if (command !== "build" || this.environment.name !== "client") return;
      // One file per behaviour: the page's route chunk, which imports the same module for a
      // client-side render, imports it from that file rather than through a facade.
      for (const [id, name] of sources)
        this.emitFile({ type: "chunk", id, name, preserveSignature: "allow-extension" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      built = {};
      for (const chunk of Object.values(bundle)) {
        const name =
          chunk.type === "chunk" && chunk.isEntry && chunk.facadeModuleId
            ? sources.get(chunk.facadeModuleId)
            : undefined;
        if (name) built[name] = `${base}${chunk.fileName}`;
      }
    },
    resolveId(id) {
      return id === behaviourScriptsModule ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      // The browser's copy of root.tsx imports the module too, but never reads it.
      if (this.environment.name === "client") return "export default {};";
      if (command === "serve") {
        const urls = Object.fromEntries(
          Object.entries(behaviourModules).map(([name, file]) => [name, `${base}${file}`]),
        );
        return `export default ${JSON.stringify(urls)};`;
      }
      if (!built || Object.keys(built).length !== sources.size)
        this.error("behaviour scripts: the client build must come first and emit every module");
      return `export default ${JSON.stringify(built)};`;
    },
  };
}
