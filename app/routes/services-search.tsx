import { redirect } from "react-router";
import type { Route } from "./+types/services-search";

/** Where the search form lands without JavaScript: ?keyWord=… becomes /services/search/{term}. */
export function loader({ request }: Route.LoaderArgs) {
  const term = (new URL(request.url).searchParams.get("keyWord") ?? "").trim();
  if (!term) return redirect("/services");
  return redirect(`/services/search/${encodeURIComponent(term)}`);
}
