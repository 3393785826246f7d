import { data } from "react-router";

export const handle = { sitemap: false };

export function loader() {
  throw data("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
