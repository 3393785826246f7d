/** A new unit of a customer, entered by hand. */
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { AssetFields, assetLabels } from "./asset-fields.tsx";
import type { Option } from "./options.ts";
import { Block, ConsoleForm, type FormState } from "./ui.tsx";

export function NewAssetPage({
  customer,
  sites,
  csrf,
  answer,
}: {
  customer: { id: number; name: string };
  sites: Option[];
  csrf: string;
  answer?: FormState;
}) {
  return (
    <>
      <Breadcrumb
        items={[
          { label: "Customers", to: "/staff/customers" },
          { label: customer.name, to: `/staff/customers/${customer.id}` },
          { label: "New unit" },
        ]}
      />
      <h1 className="mt-3 text-2xl font-semibold sm:text-3xl">Add a unit to {customer.name}</h1>
      <Block id="unit-details" title="Nameplate and service details" className="mt-6 max-w-4xl">
        <ConsoleForm
          csrf={csrf}
          intent="asset"
          state={answer}
          labels={assetLabels}
          button="Save the unit"
        >
          <AssetFields state={answer} sites={sites} />
        </ConsoleForm>
      </Block>
    </>
  );
}
