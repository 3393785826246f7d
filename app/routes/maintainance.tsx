import { pageMeta } from "#app/lib/seo/meta.ts";

export function meta() {
  return pageMeta({
    title: "Maintainance",
    description: "This part of the site is under maintenance.",
    path: "/maintainance",
    noindex: true,
  });
}

export default function Maintainance() {
  return (
    <section className="page-x flex min-h-[50vh] items-center justify-center py-20">
      <h1 className="text-4xl font-semibold">Maintainance</h1>
    </section>
  );
}
