/** The side forms of a unit's console page: intervals, files, linked requests and merging. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FieldsForm } from "./field-list.tsx";
import { type Option, testTypes } from "./options.ts";
import { Block, type FormState, linkClass } from "./ui.tsx";

export type AssetFormsView = {
  assetId: number;
  intervals: { testType: string; months: number | null; changed: boolean }[];
  requests: string[];
  files: { id: number; file_name: string; size: number; created_at: string }[];
  siblings: Option[];
};

const monthOptions: Option[] = [
  { value: "default", label: "The default" },
  { value: "shutdown", label: "At each shutdown (no date)" },
  ...[3, 6, 12, 18, 24, 36, 48].map((months) => ({
    value: String(months),
    label: `Every ${months} months`,
  })),
];

/** A block's short list, or the line that says it is empty. */
function ShortList<T>({
  items,
  keyOf,
  empty,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return items.length ? (
    <ul className="mb-3 text-sm">
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  ) : (
    <p className="mb-3 text-sm text-steel-700">{empty}</p>
  );
}

export function AssetForms({
  view,
  csrf,
  answer,
}: {
  view: AssetFormsView;
  csrf: string;
  answer?: FormState & { intent?: string };
}) {
  return (
    <>
      <Block id="intervals" title="Test intervals">
        <ul className="mb-3 text-sm text-steel-700">
          {view.intervals.map((row) => (
            <li key={row.testType}>
              {testTypes.find((type) => type.value === row.testType)?.label}:{" "}
              {row.months === null ? "at each shutdown" : `every ${row.months} months`}
              {row.changed ? " (set for this unit)" : ""}
            </li>
          ))}
        </ul>
        <FieldsForm
          csrf={csrf}
          intent="interval"
          answer={answer}
          button="Set the interval"
          fields={[
            { control: "select", name: "testType", label: "Test", options: testTypes },
            {
              control: "select",
              name: "months",
              label: "Interval",
              options: monthOptions,
              fallback: "default",
            },
          ]}
        />
      </Block>
      <Block id="files" title="Files">
        <ShortList items={view.files} keyOf={(file) => file.id} empty="No files yet.">
          {(file) => (
            <>
              <a href={`/staff/assets/${view.assetId}/files/${file.id}`} className={linkClass}>
                {file.file_name}
              </a>{" "}
              ({Math.ceil(file.size / 1024)} KB, {file.created_at.slice(0, 10)})
            </>
          )}
        </ShortList>
        <FieldsForm
          csrf={csrf}
          intent="attach"
          answer={answer}
          button="Attach the file"
          encType="multipart/form-data"
          fields={[
            {
              name: "file",
              label: "File",
              type: "file",
              hint: "A laboratory's PDF, a CSV or text export, or an SFRA XML export; at most 5 MB",
            },
          ]}
        />
      </Block>
      <Block id="requests" title="Service requests">
        <ShortList
          items={view.requests}
          keyOf={(reference) => reference}
          empty="No service request is linked to this unit."
        >
          {(reference) => (
            <Link to={`/staff/items/service-request/${reference}`} className={linkClass}>
              {reference}
            </Link>
          )}
        </ShortList>
        <FieldsForm
          csrf={csrf}
          intent="link-request"
          answer={answer}
          button="Link the request"
          fields={[{ name: "reference", label: "Request reference", maxLength: 40 }]}
        />
      </Block>
      {view.siblings.length ? (
        <Block id="merge" title="Merge a duplicate into this unit">
          <p className="mb-3 text-sm text-steel-700">
            The duplicate's records, files and requests move here; the duplicate is retired and
            points at this unit.
          </p>
          <FieldsForm
            csrf={csrf}
            intent="merge"
            answer={answer}
            button="Merge into this unit"
            fields={[
              {
                control: "select",
                name: "duplicate",
                label: "Duplicate unit",
                options: view.siblings,
                blank: "Choose a unit",
              },
            ]}
          />
        </Block>
      ) : null}
    </>
  );
}
