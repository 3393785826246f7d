import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration.ts";

const document = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="stylesheet" href="/x.css"/></head><body><p>Hello</p>',
  '<link rel="modulepreload" href="/assets/root-B.js"/>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">; import * as route0 from "/assets/root-B.js";',
  ' import * as route1 from "/assets/home-C.js";\nwindow.__reactRouterManifest = {"entry":1};',
  'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  'import("/assets/entry.client-A.js");</script></body></html>',
].join("");

describe("deferHydration", () => {
  it("drops the modulepreload links and imports the route modules after the first contentful paint and a frame", () => {
    expect(deferHydration(document)).toBe(
      [
        '<html><head><link rel="stylesheet" href="/x.css"/></head><body><p>Hello</p>',
        "<script>window.__reactRouterContext = {};</script>",
        '<script type="module" async="">let started=false;const hydrate=async()=>{if(started)return;',
        'started=true;const[route0,route1]=await Promise.all([import("/assets/root-B.js"),',
        'import("/assets/home-C.js")]);window.__reactRouterManifest = {"entry":1};',
        'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
        'import("/assets/entry.client-A.js");};',
        "const painted=()=>requestAnimationFrame(()=>setTimeout(hydrate,0));",
        "try{new PerformanceObserver((list,observer)=>{",
        'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted()}})',
        '.observe({type:"paint",buffered:true})}catch{painted()}',
        "setTimeout(hydrate,1000);</script></body></html>",
      ].join(""),
    );
  });

  it("keeps a nonce and the other attributes of the module script", () => {
    const withNonce = document.replace(
      'type="module" async=""',
      'nonce="abc" type="module" async=""',
    );
    expect(deferHydration(withNonce)).toContain(
      '<script nonce="abc" type="module" async="">let started',
    );
  });

  it("leaves a document without React Router's module script as it is", () => {
    const plain = '<html><body><script type="application/ld+json">{"a":1}</script></body></html>';
    expect(deferHydration(plain)).toBe(plain);
    const noImports = '<html><body><script type="module">console.log(1)</script></body></html>';
    expect(deferHydration(noImports)).toBe(noImports);
  });
});
