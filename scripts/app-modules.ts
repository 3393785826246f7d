/**
 * The app's server modules for a script (the passport's seed, the bench's fleet links): they use
 * the app's import alias and TSX, so they are loaded through Vite's module runner, as `npm run
 * dev` loads the server. `run` gets a loader and the database the settings name (DATA_DIR's
 * SQLite file, or DATABASE_URL); both are closed after it, whatever happens.
 *
 * Vite runs without the project's config: its React Router plugin would write the route types
 * again on every start, and two seeds started at once (two test workers) raced on those files.
 * Server modules need none of its plugins, only TSX and the `#app/*` imports Vite reads itself.
 */
import { createServer } from "vite";
import type { Database } from "#app/platform/database.server.ts";

export type LoadModule = <Module>(file: string) => Promise<Module>;

export async function withAppModules(
  run: (load: LoadModule, database: Database) => Promise<void>,
): Promise<void> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: "custom",
    configFile: false,
    logLevel: "error",
  });
  try {
    const load: LoadModule = (file) => vite.ssrLoadModule(file) as never;
    const { loadSettings } = await load<typeof import("#app/platform/settings.ts")>(
      "./app/platform/settings.ts",
    );
    const { openDatabase } = await load<typeof import("#app/platform/database.server.ts")>(
      "./app/platform/database.server.ts",
    );
    const database = openDatabase(loadSettings());
    try {
      await run(load, database);
    } finally {
      await database.close();
    }
  } finally {
    await vite.close();
  }
}
