import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { pagePathOf } from "#app/lib/page-path.ts";
import type { ServerHandle } from "#app/lib/route-handle.ts";

const trees = new WeakMap<ServerBuild, RouteObject[]>();

/** The build's flat route table (each route names its parent) as the tree matchRoutes reads. */
function treeOf(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes).flatMap((route) => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, index } = route;
    return [index ? { id, path, index } : { id, path, children: treeOf(build, id) }];
  });
}

/** The `handle` of the route a path is answered by (a `.data` path by its page's route). */
export function handleOf(build: ServerBuild, pathname: string): ServerHandle {
  const tree = trees.get(build) ?? treeOf(build);
  trees.set(build, tree);
  const id = matchRoutes(tree, pagePathOf(pathname))?.at(-1)?.route.id;
  return (id && (build.routes[id]?.module.handle as ServerHandle | undefined)) || {};
}
