/** The verdict at the top of a verify page: current, superseded or withdrawn, in words. */
import { Link } from "react-router";
import type { VerifyView } from "./verify-types.ts";

const tones = {
  good: "border-success-700 bg-success-100 text-success-700",
  warn: "border-amber-800 bg-amber-100 text-amber-800",
  bad: "border-danger-700 bg-danger-100 text-danger-700",
};

export function VerifyStatus({ view }: { view: VerifyView }) {
  const { shown, latest, slug } = view;
  const newest = view.revisions.at(-1);
  const replaced = view.revisions.at(-2);
  // The QR code of every revision leads here; a copy of an earlier one must learn it is replaced.
  const what = (correction: string | null | undefined) =>
    correction ? ` What it corrects: ${correction}` : "";
  const corrected =
    !view.requested && replaced
      ? `This report was corrected: revision ${latest} replaced revision ${replaced.revision} on ${replaced.supersededOn}.${what(newest?.correction)} A copy marked with an earlier revision is no longer valid.`
      : null;
  const next = view.revisions.find((revision) => revision.revision === shown.revision + 1);
  let tone: keyof typeof tones = "good";
  let title = `Valid: revision ${shown.revision} is the current issue of this report`;
  let body = `Issued by ${view.issuer} on ${shown.issuedOn}.`;
  if (shown.status === "superseded") {
    tone = "warn";
    title = `Superseded: revision ${shown.revision} is no longer valid`;
    body = `It was replaced by a corrected revision on ${shown.supersededOn}.${what(next?.correction)} Rely only on revision ${latest}.`;
  } else if (shown.status === "withdrawn") {
    tone = "bad";
    title = "Withdrawn: this report is no longer valid";
    body = `${view.issuer} withdrew it on ${shown.withdrawnOn}. Reason: ${shown.withdrawnReason}`;
  }
  return (
    <div className={`rounded-md border-l-4 p-4 ${tones[tone]}`}>
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-1">{body}</p>
      {corrected ? <p className="mt-2 font-semibold">{corrected}</p> : null}
      {shown.status === "superseded" ? (
        <p className="mt-2 font-semibold">
          <Link to={`/verify/${slug}?rev=${latest}`} className="underline underline-offset-4">
            See revision {latest}
            {newest?.status === "withdrawn" ? " (since withdrawn)" : ""}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
