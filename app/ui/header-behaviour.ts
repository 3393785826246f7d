/**
 * The site header's behaviours in a document that does not hydrate (decision 0019): a behaviour
 * module's file starts them with its own (app/lib/behaviour-scripts.ts lists this module first).
 */
import { attachHeaderMenus, markCurrentLinks, siteHeaderId } from "./header-menus.ts";

const header = document.getElementById(siteHeaderId);
if (header && document.documentElement.hasAttribute("data-static")) {
  markCurrentLinks(header, window.location.pathname);
  attachHeaderMenus(header);
}
