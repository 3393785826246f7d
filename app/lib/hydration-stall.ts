/**
 * Parts of a page that only matter once it has hydrated wait hidden until then (decision 0026):
 * the service request's steps 2 to 5, which the form shows one at a time once its script runs.
 * Hidden, the browser neither styles nor lays them out while the page loads (a fifth of the
 * page's elements; issue 27). Such a part carries `data-until-hydrated`, which its component
 * drops when it takes over. `app.css` hides it only where this head script has run and marked
 * the page `data-scripted`: not `(scripting: enabled)`, which still matches when a policy or an
 * extension refuses every script (the parts would then never show).
 *
 * If the page's scripts never arrive (a dropped connection, a blocked file), this head script
 * marks the page stalled after `stallAfterMs` and the parts show as they do without JavaScript:
 * the form still works, posted whole to the server.
 */
export const stallAfterMs = 8000;

export const stallScript = `(function(){var d=document.documentElement;d.setAttribute("data-scripted","");setTimeout(function(){d.hasAttribute("data-hydrated")||d.setAttribute("data-stalled","")},${stallAfterMs})})()`;
