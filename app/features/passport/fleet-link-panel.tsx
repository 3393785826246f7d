/** The customer's private fleet link in the console: issue (shown once), revoke, and their use. */
import { Form } from "react-router";
import { CopyButton } from "#app/ui/copy-button.tsx";
import type { CustomerPanelProps, CustomerView } from "./customer-view.ts";
import { FieldsForm } from "./field-list.tsx";
import { Block, linkClass, quietButtonClass } from "./ui.tsx";

function linkState(link: CustomerView["links"][number]): string {
  if (link.revoked_at) return `revoked ${link.revoked_at.slice(0, 10)}`;
  if (link.expires_at && link.expires_at < new Date().toISOString())
    return `expired ${link.expires_at.slice(0, 10)}`;
  return link.expires_at ? `active until ${link.expires_at.slice(0, 10)}` : "active, no expiry";
}

export function FleetLinkPanel({ view, csrf, answer }: CustomerPanelProps) {
  return (
    <Block id="fleet-link" title="Fleet link">
      <p className="text-sm text-steel-700">
        The customer opens their units, history and due tests at a private link. Only a hash of it
        is kept: copy it now, it is shown once. A new link stops the ones before it.
      </p>
      {answer?.issued ? (
        <div
          role="status"
          className="mt-3 rounded-md border border-success-700/40 bg-success-100 p-3 text-sm"
        >
          <p className="font-semibold text-success-700">New fleet link</p>
          <p className="mt-1 break-all font-mono text-xs">
            <a href={answer.issued} className={linkClass}>
              {answer.issued}
            </a>
          </p>
          <p className="mt-2 empty:hidden">
            <CopyButton text={answer.issued} label="Copy link" className={quietButtonClass} />
          </p>
        </div>
      ) : null}
      <div className="mt-3">
        <FieldsForm
          csrf={csrf}
          intent="issue-link"
          answer={answer}
          button="Issue a new fleet link"
          fields={[
            {
              name: "expiresOn",
              label: "Expires on",
              optional: true,
              type: "date",
              hint: "Leave empty for a link that does not expire",
            },
          ]}
        />
      </div>
      <Form method="post" className="mt-3">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="revoke-links" />
        <button type="submit" className={quietButtonClass}>
          Revoke every fleet link
        </button>
      </Form>
      {view.links.length ? (
        <ul className="mt-3 text-sm text-steel-700">
          {view.links.map((link) => (
            <li key={link.id}>
              Issued {link.created_at.slice(0, 10)}, {linkState(link)}, opened {link.accesses} times
            </li>
          ))}
        </ul>
      ) : null}
    </Block>
  );
}
