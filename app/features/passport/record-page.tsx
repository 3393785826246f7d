/**
 * The form for one test record: dates, sample point and laboratory, then the results in the
 * laboratory's usual order. Results can also be pasted as the laboratory's report prints them.
 */
import { numberFields } from "#app/features/oil-analysis/public.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { samplePoints } from "./options.ts";
import { gasParams, oilParams } from "./record-form.ts";
import { electricalFields, electricalKeys } from "./results.ts";
import { Block, ConsoleForm, type FormState, Input, Select, TextArea } from "./ui.tsx";

const withUnit = (label: string, unit: string) => (unit ? `${label}, ${unit}` : label);

export const recordLabels: Record<string, string> = {
  sampledOn: "Sampled on",
  testedOn: "Tested on",
  samplePoint: "Sample point",
  paste: "Pasted results",
  other: "Other results",
  ...Object.fromEntries(
    [...oilParams, ...gasParams].map((name) => [name, numberFields[name].label]),
  ),
  ...Object.fromEntries(electricalKeys.map((key) => [key, electricalFields[key].label])),
};

export function RecordPage({
  asset,
  customer,
  csrf,
  answer,
}: {
  asset: { id: number; tag: string; oilType: string };
  customer: { id: number; name: string };
  csrf: string;
  answer?: FormState;
}) {
  const number = (name: string, label: string, unit: string) => (
    <Input
      key={name}
      name={name}
      label={withUnit(label, unit)}
      optional
      inputMode="decimal"
      maxLength={16}
      state={answer}
    />
  );
  return (
    <>
      <Breadcrumb
        items={[
          { label: "Customers", to: "/staff/customers" },
          { label: customer.name, to: `/staff/customers/${customer.id}` },
          { label: asset.tag, to: `/staff/assets/${asset.id}` },
          { label: "New test record" },
        ]}
      />
      <h1 className="mt-3 text-2xl font-semibold sm:text-3xl">New test record for {asset.tag}</h1>
      <div className="mt-6 max-w-5xl">
        <ConsoleForm
          csrf={csrf}
          intent="record"
          state={answer}
          labels={recordLabels}
          button="Save the test record"
        >
          <Block id="sample" title="Sample">
            <div className="grid gap-4 sm:grid-cols-3">
              <Input name="sampledOn" label="Sampled on" type="date" state={answer} />
              <Input name="testedOn" label="Tested on" optional type="date" state={answer} />
              <Select
                name="samplePoint"
                label="Sample point"
                options={samplePoints}
                state={answer}
                initial="main-tank"
              />
              <Input name="laboratory" label="Laboratory" optional maxLength={120} state={answer} />
              <Input
                name="labSampleNo"
                label="Laboratory's sample number"
                optional
                maxLength={60}
                state={answer}
              />
            </div>
          </Block>
          <Block id="paste-results" title="Paste the laboratory's results">
            <TextArea
              name="paste"
              label="Results, one a line"
              optional
              hint="Copy the rows of the laboratory's report, for example “H2 12 ppm” or “BDV: 64 kV”. They fill the fields below that are left empty."
              rows={5}
              maxLength={20_000}
              state={answer}
            />
          </Block>
          <Block id="oil-quality" title="Oil quality (IEC 60422)">
            <div className="grid gap-4 sm:grid-cols-3">
              {oilParams.map((name) =>
                number(name, numberFields[name].label, numberFields[name].unit),
              )}
            </div>
          </Block>
          <Block id="gases" title="Dissolved gases (IEC 60567 extraction, IEC 60599 reading)">
            <div className="grid gap-4 sm:grid-cols-3">
              {gasParams.map((name) =>
                number(name, numberFields[name].label, numberFields[name].unit),
              )}
            </div>
          </Block>
          <Block id="electrical" title="Electrical tests">
            <div className="grid gap-4 sm:grid-cols-2">
              {electricalKeys.map((key) =>
                number(key, electricalFields[key].label, electricalFields[key].unit),
              )}
            </div>
          </Block>
          <Block id="other-results" title="Other results">
            <TextArea
              name="other"
              label="One result a line: name | value | unit"
              optional
              hint="For example Core insulation resistance | 850 | MΩ"
              rows={3}
              state={answer}
            />
          </Block>
        </ConsoleForm>
      </div>
    </>
  );
}
