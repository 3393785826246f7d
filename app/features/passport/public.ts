/** What other features and routes may use of the passport in the browser. */
export { type RequestUnit, RequestUnitPanel } from "./request-unit-panel.tsx";
