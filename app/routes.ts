import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table. It mirrors the specification's table; a page appears in the sitemap and in
 * the prerender list by being registered here (see server/sitemap.ts for what is left out).
 */
export default [
  index("routes/home.tsx"),
  route("maintainance", "routes/maintainance.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
