/**
 * Hydration starts after the first paint (issue 13, decision 0011). React Router's `<Scripts>`
 * writes modulepreload links and one module script whose static imports fetch every route
 * module at once, at high priority, while the browser is still working towards its first paint
 * on a slow network. Every page works without JavaScript, so the page can be painted first:
 * this rewrites the document so that nothing is preloaded and the same module script imports
 * the same modules, runs the same statements in the same order, but only once the first text or
 * image has been painted and a frame after it (or after a second when none comes, as in a tab
 * opened in the background). Waiting for a frame alone was not enough: a first frame can be
 * painted before any content (the service request page's, issue 27), and the scripts then took
 * the slow network's bandwidth from the page's first text, which Lighthouse counts in its LCP.
 * Where there is no PerformanceObserver for paints, a painted frame is enough.
 */

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const moduleScript = /<script\b([^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/;
const staticImport = /import \* as (\w+) from "([^"\\]+)";/g;

/** The document with hydration deferred; a document without React Router's script is returned as it is. */
export function deferHydration(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const [whole, attributes = "", body = ""] = script;
  const imports = [...body.matchAll(staticImport)].map(([, name = "", url = ""]) => ({
    name,
    url,
  }));
  if (imports.length === 0) return html;
  const statements = body.replace(staticImport, "").replace(/^[\s;]+/, "");
  const names = imports.map((entry) => entry.name).join(",");
  const loads = imports.map((entry) => `import(${JSON.stringify(entry.url)})`).join(",");
  const deferred =
    `let started=false;const hydrate=async()=>{if(started)return;started=true;` +
    `const[${names}]=await Promise.all([${loads}]);${statements}};` +
    `const painted=()=>requestAnimationFrame(()=>setTimeout(hydrate,0));` +
    `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted()}}).observe({type:"paint",buffered:true})}catch{painted()}` +
    `setTimeout(hydrate,1000);`;
  const start = script.index;
  return (
    html.slice(0, start).replace(modulePreload, "") +
    `<script${attributes}>${deferred}</script>` +
    html.slice(start + whole.length).replace(modulePreload, "")
  );
}
