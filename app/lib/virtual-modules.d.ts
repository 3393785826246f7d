declare module "virtual:behaviour-scripts" {
  /**
   * Each behaviour's script: in a build its minified code, which root.tsx writes into the
   * document (decision 0021); in development the URL of its source on Vite's dev server.
   */
  const scripts: {
    urls: Partial<Record<import("./behaviour-scripts.ts").BehaviourName, string>>;
    code: Partial<Record<import("./behaviour-scripts.ts").BehaviourName, string>>;
  };
  export default scripts;
}
