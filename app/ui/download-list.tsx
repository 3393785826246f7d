import { DownloadLink } from "./download-link.tsx";

export type DownloadGroup = {
  id: string;
  title: string;
  /** One sentence: what these documents are and who they are for. */
  intro?: string;
  files: { label: string; href: string }[];
  /** Smaller groups under this one, each with its own heading one level down. */
  groups?: DownloadGroup[];
};

function Files({ files }: { files: DownloadGroup["files"] }) {
  return (
    <ul className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {files.map((file) => (
        <li key={file.href}>
          <DownloadLink href={file.href} label={file.label} />
        </li>
      ))}
    </ul>
  );
}

/** Groups of downloadable documents: a heading, a line on what they are, links in columns. */
export function DownloadList({ groups }: { groups: DownloadGroup[] }) {
  return (
    <div className="page-x grid gap-12 py-12 lg:py-16">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`} className="text-2xl font-semibold">
            {group.title}
          </h2>
          {group.intro ? <p className="mt-2 max-w-prose text-steel-700">{group.intro}</p> : null}
          {group.files.length > 0 ? <Files files={group.files} /> : null}
          {group.groups?.map((sub) => (
            <section key={sub.id} aria-labelledby={`${sub.id}-heading`} className="mt-8">
              <h3 id={`${sub.id}-heading`} className="text-lg font-semibold">
                {sub.title}
              </h3>
              <Files files={sub.files} />
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
