import type { Config } from "@react-router/dev/config";
import { catalogue } from "./app/features/catalogue/catalogue.server.ts";

export default {
  ssr: true,
  // Every page that does not depend on the request is rendered to HTML at build time and served
  // as a static file; search results, 404s and form responses are rendered by the server.
  prerender: {
    paths: ({ getStaticPaths }) => [
      ...getStaticPaths().filter(
        (path) => path !== "/services/search" && !path.startsWith("/api/"),
      ),
      ...catalogue.categoryPaths(),
      ...catalogue.detailPaths(),
      ...catalogue.detailPaths().map((path) => `${path}/enquiry`),
    ],
    concurrency: 2,
  },
} satisfies Config;
