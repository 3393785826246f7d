declare module "virtual:behaviour-scripts" {
  /** Each behaviour's script as the browser fetches it: the hashed file, or the source in dev. */
  const urls: Partial<Record<import("./behaviour-scripts.ts").BehaviourName, string>>;
  export default urls;
}
