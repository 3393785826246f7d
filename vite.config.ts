import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { loadConfig } from "./server/config.ts";

const config = loadConfig();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
    // zod without its eval probe, which the CSP reports as a violation (app/lib/zod.ts).
    alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "app/lib/zod.ts") }],
  },
  define: { "import.meta.env.VITE_SITE_URL": JSON.stringify(config.SITE_URL) },
  build: { assetsInlineLimit: 0 },
  environments: {
    // The server build's entry is the server application, which re-exports React Router's build
    // (React Router's node-custom-server shape): routes and server share one module graph.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
