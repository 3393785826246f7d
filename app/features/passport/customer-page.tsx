/**
 * One customer in the console: details, sites, contacts, units and the private fleet link, and
 * the panel the route puts beside them (the customer's service plan).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { ConditionBadge } from "./condition-badge.tsx";
import { ContactFields, CustomerFields, SiteFields } from "./customer-fields.tsx";
import { type CustomerAnswer, type CustomerView, mine } from "./customer-view.ts";
import { FleetLinkPanel } from "./fleet-link-panel.tsx";
import { assetStatuses, labelOf } from "./options.ts";
import { Block, ConsoleForm, Done, linkClass } from "./ui.tsx";

export function CustomerPage({
  view,
  csrf,
  answer,
  aside,
}: {
  view: CustomerView;
  csrf: string;
  answer?: CustomerAnswer;
  /** Shown first in the side column. */
  aside?: ReactNode;
}) {
  const { customer } = view;
  return (
    <>
      <Breadcrumb
        items={[{ label: "Customers", to: "/staff/customers" }, { label: customer.name }]}
      />
      <h1 className="mt-3 text-2xl font-semibold sm:text-3xl">{customer.name}</h1>
      <div className="mt-4">
        <Done text={view.done} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Block id="units" title="Units">
            {view.assets.length === 0 ? (
              <p className="text-sm text-steel-700">No units yet.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead className="text-steel-700">
                    <tr>
                      <th scope="col" className="py-2 pr-3">
                        Tag
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Make and rating
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Status
                      </th>
                      <th scope="col" className="py-2">
                        Condition
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.assets.map((asset) => (
                      <tr key={asset.id} className="border-t border-steel-200">
                        <td className="py-2 pr-3">
                          <Link to={`/staff/assets/${asset.id}`} className={linkClass}>
                            {asset.tag}
                          </Link>
                        </td>
                        <td className="py-2 pr-3">
                          {asset.make} {asset.rating}
                        </td>
                        <td className="py-2 pr-3">
                          {asset.mergedInto
                            ? `Merged into unit ${asset.mergedInto}`
                            : labelOf(assetStatuses, asset.status)}
                        </td>
                        <td className="py-2">
                          <ConditionBadge condition={asset.condition} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p className="mt-4 flex flex-wrap gap-4 text-sm">
              <Link to={`/staff/customers/${customer.id}/assets/new`} className={linkClass}>
                Add a unit
              </Link>
              <Link to={`/staff/customers/${customer.id}/import`} className={linkClass}>
                Import units from a CSV file
              </Link>
            </p>
          </Block>
          <Block id="sites" title="Sites">
            <ul className="flex flex-col gap-3">
              {view.sites.map((site) => (
                <li key={site.id} className="rounded-md border border-steel-200 p-3">
                  <p className="font-semibold">{site.name}</p>
                  <p className="text-sm whitespace-pre-line text-steel-700">{`${site.address}\n${site.state} ${site.pin}`}</p>
                  <details className="mt-2" open={Boolean(mine(answer, "site", site.id))}>
                    <summary className="cursor-pointer text-sm font-semibold text-navy-700">
                      Change this site
                    </summary>
                    <div className="mt-3">
                      <ConsoleForm
                        id={`site-${site.id}`}
                        csrf={csrf}
                        intent="site"
                        state={mine(answer, "site", site.id)}
                        button="Save the site"
                      >
                        <input type="hidden" name="entryId" value={site.id} />
                        <SiteFields
                          idPrefix={`site-${site.id}-`}
                          state={mine(answer, "site", site.id)}
                          initial={site}
                        />
                      </ConsoleForm>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
            <h3 className="mt-5 font-semibold">Add a site</h3>
            <div className="mt-2">
              <ConsoleForm
                id="site-new"
                csrf={csrf}
                intent="site"
                state={answer?.values?.entryId ? undefined : mine(answer, "site")}
                button="Add the site"
              >
                <SiteFields
                  idPrefix="site-new-"
                  state={answer?.values?.entryId ? undefined : mine(answer, "site")}
                />
              </ConsoleForm>
            </div>
          </Block>
          <Block id="contacts" title="Contacts">
            <ul className="flex flex-col gap-3">
              {view.contacts.map((contact) => (
                <li key={contact.id} className="rounded-md border border-steel-200 p-3 text-sm">
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
                  <details className="mt-2" open={Boolean(mine(answer, "contact", contact.id))}>
                    <summary className="cursor-pointer font-semibold text-navy-700">
                      Change this contact
                    </summary>
                    <div className="mt-3">
                      <ConsoleForm
                        id={`contact-${contact.id}`}
                        csrf={csrf}
                        intent="contact"
                        state={mine(answer, "contact", contact.id)}
                        button="Save the contact"
                      >
                        <input type="hidden" name="entryId" value={contact.id} />
                        <ContactFields
                          idPrefix={`contact-${contact.id}-`}
                          state={mine(answer, "contact", contact.id)}
                          initial={contact}
                        />
                      </ConsoleForm>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
            <h3 className="mt-5 font-semibold">Add a contact</h3>
            <div className="mt-2">
              <ConsoleForm
                id="contact-new"
                csrf={csrf}
                intent="contact"
                state={answer?.values?.entryId ? undefined : mine(answer, "contact")}
                button="Add the contact"
              >
                <ContactFields
                  idPrefix="contact-new-"
                  state={answer?.values?.entryId ? undefined : mine(answer, "contact")}
                />
              </ConsoleForm>
            </div>
          </Block>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {aside}
          <FleetLinkPanel view={view} csrf={csrf} answer={answer} />
          <Block id="details" title="Details">
            <ConsoleForm
              csrf={csrf}
              intent="details"
              state={mine(answer, "details")}
              button="Save the details"
            >
              <CustomerFields state={mine(answer, "details")} initial={customer} />
            </ConsoleForm>
          </Block>
        </div>
      </div>
    </>
  );
}
