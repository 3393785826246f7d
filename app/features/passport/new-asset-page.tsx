/** A new unit of a customer, entered by hand. */
import { AssetFields, assetLabels } from "./asset-fields.tsx";
import { ConsoleHeading } from "./console-heading.tsx";
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
      <ConsoleHeading customer={customer} trail={[{ label: "New unit" }]}>
        Add a unit to {customer.name}
      </ConsoleHeading>
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
