/**
 * A customer's sites and contacts in the console: each entry with a form to change it that opens
 * when its own answer comes back, then a form to add one.
 */
import type { ReactNode } from "react";
import { ContactFields, SiteFields } from "./customer-fields.tsx";
import {
  type CustomerAnswer,
  type CustomerPanelProps,
  type CustomerView,
  mine,
} from "./customer-view.ts";
import type { Initial } from "./field-list.tsx";
import { Block, ConsoleForm } from "./ui.tsx";

type Entry = CustomerView["sites"][number];

function EntriesBlock({
  intent,
  title,
  entries,
  describe,
  Fields,
  csrf,
  answer,
}: {
  intent: "site" | "contact";
  title: string;
  entries: Entry[];
  describe: (entry: Entry) => ReactNode;
  Fields: (props: { idPrefix: string; state?: CustomerAnswer; initial?: Initial }) => ReactNode;
  csrf: string;
  answer?: CustomerAnswer;
}) {
  const added = answer?.values?.entryId ? undefined : mine(answer, intent);
  return (
    <Block id={`${intent}s`} title={title}>
      <ul className="flex flex-col gap-3">
        {entries.map((entry) => {
          const own = mine(answer, intent, entry.id);
          return (
            <li key={entry.id} className="rounded-md border border-steel-200 p-3">
              {describe(entry)}
              <details className="mt-2" open={Boolean(own)}>
                <summary className="cursor-pointer text-sm font-semibold text-navy-700">
                  Change this {intent}
                </summary>
                <div className="mt-3">
                  <ConsoleForm
                    id={`${intent}-${entry.id}`}
                    csrf={csrf}
                    intent={intent}
                    state={own}
                    button={`Save the ${intent}`}
                  >
                    <input type="hidden" name="entryId" value={entry.id} />
                    <Fields idPrefix={`${intent}-${entry.id}-`} state={own} initial={entry} />
                  </ConsoleForm>
                </div>
              </details>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-5 font-semibold">Add a {intent}</h3>
      <div className="mt-2">
        <ConsoleForm
          id={`${intent}-new`}
          csrf={csrf}
          intent={intent}
          state={added}
          button={`Add the ${intent}`}
        >
          <Fields idPrefix={`${intent}-new-`} state={added} />
        </ConsoleForm>
      </div>
    </Block>
  );
}

/** How each kind of entry reads in the list, and the fields that change it. */
const kinds = [
  {
    intent: "site",
    title: "Sites",
    entries: (view: CustomerView) => view.sites,
    Fields: SiteFields,
    describe: (site: Entry) => (
      <>
        <p className="font-semibold">{site.name}</p>
        <p className="text-sm whitespace-pre-line text-steel-700">{`${site.address}\n${site.state} ${site.pin}`}</p>
      </>
    ),
  },
  {
    intent: "contact",
    title: "Contacts",
    entries: (view: CustomerView) => view.contacts,
    Fields: ContactFields,
    describe: (contact: Entry) => (
      <div className="text-sm">
        <p className="font-semibold">
          {contact.name}
          {contact.designation ? `, ${contact.designation}` : ""}
        </p>
        <p className="text-steel-700">
          {[contact.mobile, contact.email].filter(Boolean).join(" · ")}
        </p>
        <p className="text-steel-700">
          {contact.reminders ? "Receives reminders" : "No reminders"}
        </p>
      </div>
    ),
  },
] as const;

/** The customer's sites, then their contacts. */
export function SitesAndContacts({ view, csrf, answer }: CustomerPanelProps) {
  return kinds.map(({ entries, ...kind }) => (
    <EntriesBlock key={kind.intent} {...kind} entries={entries(view)} csrf={csrf} answer={answer} />
  ));
}
