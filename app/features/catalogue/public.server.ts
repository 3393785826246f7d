/** What server code and the build scripts use of the catalogue: its content, checked and loaded. */
export { catalogueServices } from "./catalogue-content.server.ts";
