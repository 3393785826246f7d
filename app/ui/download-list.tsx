import { DownloadLink } from "~/ui/download-link";

export type DownloadGroup = {
  id: string;
  title: string;
  /** One sentence: what these documents are and who they are for. */
  intro: string;
  files: { label: string; href: string }[];
};

/** Groups of downloadable documents, each a heading and a list of links in columns. */
export function DownloadList({ groups }: { groups: DownloadGroup[] }) {
  return (
    <div className="page-x grid gap-12 py-12 lg:py-16">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`} className="text-2xl font-semibold">
            {group.title}
          </h2>
          <p className="mt-2 max-w-prose text-steel-700">{group.intro}</p>
          <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.files.map((file) => (
              <li key={file.href}>
                <DownloadLink href={file.href} label={file.label} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
