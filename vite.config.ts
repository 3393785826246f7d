import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { loadConfig } from "./server/config.ts";

const config = loadConfig();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: { "import.meta.env.VITE_SITE_URL": JSON.stringify(config.SITE_URL) },
  build: { assetsInlineLimit: 0 },
});
