/**
 * One customer in the console: details, sites, contacts, units and the private fleet link, and
 * the panel the route puts beside them (the customer's service plan).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ConditionBadge } from "./condition-badge.tsx";
import { ConsoleHeading } from "./console-heading.tsx";
import { SitesAndContacts } from "./customer-entries.tsx";
import { CustomerFields } from "./customer-fields.tsx";
import { type CustomerPanelProps, mine } from "./customer-view.ts";
import { FleetLinkPanel } from "./fleet-link-panel.tsx";
import { assetStatuses, labelOf } from "./options.ts";
import { Block, ConsoleForm, ConsoleTable, DetailColumns, linkClass } from "./ui.tsx";

export function CustomerPage({
  view,
  csrf,
  answer,
  aside,
}: CustomerPanelProps & {
  /** Shown first in the side column. */
  aside?: ReactNode;
}) {
  const { customer } = view;
  return (
    <>
      <ConsoleHeading trail={[{ label: customer.name }]}>{customer.name}</ConsoleHeading>
      <DetailColumns
        done={view.done}
        side={
          <>
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
          </>
        }
      >
        <Block id="units" title="Units">
          {view.assets.length === 0 ? (
            <p className="text-sm text-steel-700">No units yet.</p>
          ) : (
            <ConsoleTable
              pad="py-2"
              caption="The customer's units"
              columns={["Tag", "Make and rating", "Status", "Condition"]}
            >
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
            </ConsoleTable>
          )}
          <p className="mt-4 flex flex-wrap gap-4 text-sm">
            <Link to={`/staff/customers/${customer.id}/assets/new`} className={linkClass}>
              Add a unit
            </Link>
            <Link to={`/staff/customers/${customer.id}/import`} className={linkClass}>
              Import units from a CSV or XLSX file
            </Link>
          </p>
        </Block>
        <SitesAndContacts view={view} csrf={csrf} answer={answer} />
      </DetailColumns>
    </>
  );
}
