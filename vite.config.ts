import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { loadSettings } from "./app/platform/settings.ts";
import { behaviourScripts } from "./scripts/behaviour-scripts-plugin.ts";

const config = loadSettings();

/**
 * The app modules root.tsx imports, directly or through others: the header, footer and error
 * pages every page loads. Collected once the client build has read the module graph.
 */
const shellModules = new Set<string>();

function collectShellModules(): Plugin {
  return {
    name: "vps:collect-shell-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      const stack = root ? [root] : [];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (shellModules.has(id) || id.includes("node_modules")) continue;
        shellModules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      // root.tsx stays in the root route's own file, which would otherwise only re-export.
      if (root) shellModules.delete(root);
    },
  };
}

/**
 * The small building blocks most public pages use: each is a few hundred bytes, and each file
 * costs its response headers (about 0.9 KB) on top of its bytes (issue 27). They join the shell
 * rather than travel as a dozen tiny files. Larger or rarer modules (the India map, the forms'
 * schemas, the staff console) keep their own chunks.
 */
const sharedUi = new RegExp(
  [
    String.raw`app/ui/(section|breadcrumb|crumbs|button-link|card-grid|picture|check-icon|step-number|form-field|form-hidden-fields|submit-button|error-summary|spinner|server-part)\.tsx?$`,
    String.raw`app/lib/(seo/meta|import-once|form-fields|form-result)\.ts$`,
  ].join("|"),
);

/** The catalogue's and case studies' cards and search bar: the reading pages share one file. */
const catalogueUi =
  /app[\\/]features[\\/](catalogue[\\/](catalogue-image|entry-title|search-bar|catalogue-page)|case-studies[\\/]case-study-cards)\.tsx$/;

/**
 * What the form pages share: the field rules, the form token's request, their facade, and the
 * text area that keeps what was typed before hydration (its own file cost 0.6 KB of headers).
 */
const formParts =
  /app[\\/](features[\\/]enquiries[\\/](fields|use-form-token|public)|ui[\\/]kept-textarea)\.tsx?$/;

/**
 * What the service request form shares with the status page and the console (its options, field
 * rules, India's states and days, the response times): one file instead of five, each of which cost its
 * own request headers on the form's first visit.
 */
const requestParts =
  /app[\\/](features[\\/]service-requests[\\/](options|fields)|lib[\\/](indian-states|india-day)|features[\\/]service-plans[\\/]response-targets)\.tsx?$/;

/** The item page's extras that other reading pages share: related studies, the oil tool's band, downloads. */
const readingParts =
  /app[\\/](features[\\/]case-studies[\\/]related-case-studies|features[\\/]oil-analysis[\\/]oil-analysis-callout-band|ui[\\/]download-link)\.tsx$/;

/**
 * The small blocks the reading pages share (their title and head band, figure rows, the call to
 * act, card rows): a few hundred bytes each, so one file rather than a request each on a
 * marketing page. None of the form pages (contact, item, service request) uses them.
 */
const readingBlocks =
  /app[\\/]ui[\\/](page-title|page-head|figure-list|call-band|card-list|call-desk-link)\.tsx?$/;

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    collectShellModules(),
    ...behaviourScripts(import.meta.dirname),
  ],
  resolve: {
    // zod without its eval probe, which the CSP reports as a violation (app/lib/zod.ts).
    alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, "app/lib/zod.ts") }],
  },
  define: { "import.meta.env.VITE_SITE_URL": JSON.stringify(config.SITE_URL) },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page loads React, React Router and the modules root.tsx imports. Left to
            // itself the bundler splits them into a dozen files, each compressed on its own; here
            // React and React Router join the entry's file and root's imports make one more. Every
            // page's first-visit JavaScript is about 5 KB smaller (brotli), no page loads more
            // code, and no file is left so small that it is served uncompressed (the root route
            // keeps root.tsx in its own file for that reason).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  // Vite's preload helper and the bundler's runtime (a few hundred bytes every
                  // page imports) join them too.
                  test: (id) =>
                    id.includes("preload-helper") ||
                    /rolldown[\\/]runtime/.test(id) ||
                    (/node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/.test(id) &&
                      !/react-router[\\/]dist[\\/]\w+[\\/](dom-export|lib[\\/]dom-export)/.test(
                        id,
                      )),
                  priority: 2,
                },
                {
                  name: "shell",
                  test: (id) => shellModules.has(id) || sharedUi.test(id),
                  priority: 1,
                },
                { name: "catalogue-ui", test: catalogueUi, priority: 0.5 },
                { name: "form-parts", test: formParts, priority: 0.5 },
                { name: "request-parts", test: requestParts, priority: 0.5 },
                { name: "reading-parts", test: readingParts, priority: 0.5 },
                { name: "reading-blocks", test: readingBlocks, priority: 0.5 },
              ],
            },
          },
        },
      },
    },
    // The server build's entry is the server application, which re-exports React Router's build
    // (React Router's node-custom-server shape): routes and server share one module graph.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
