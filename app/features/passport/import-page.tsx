/**
 * A CSV or XLSX import in two steps, both plain forms: send the file for a preview that names each bad
 * row and its reason (nothing is written), then confirm a file whose every row is good.
 */
import { Form } from "react-router";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { consoleInputClass } from "#app/ui/console-input.ts";
import { errorProps, FormField } from "#app/ui/form-field.tsx";
import type { ImportAnswer } from "./import.server.ts";
import { Block, buttonClass, ConsoleTable } from "./ui.tsx";

export function ImportPage({
  title,
  back,
  template,
  csrf,
  answer,
}: {
  title: string;
  back: { label: string; to: string };
  template: string;
  csrf: string;
  answer?: ImportAnswer;
}) {
  const bad = answer?.rows.filter((row) => row.errors.length > 0) ?? [];
  const fileError = answer?.problem;
  return (
    <>
      <Breadcrumb
        items={[{ label: "Customers", to: "/staff/customers" }, back, { label: "Import" }]}
      />
      <h1 className="mt-3 text-2xl font-semibold sm:text-3xl">{title}</h1>
      <Block id="file" title="1. Send the file for a preview" className="mt-6 max-w-4xl">
        <p className="text-sm text-steel-700">
          A CSV file (UTF-8, comma-separated) or an Excel workbook (.xlsx, its first sheet read), at
          most 1,000 rows and 1 MB, whose first line names the columns. A formula's saved result is
          read, never the formula. These columns are read, in any order; leave out the ones you do
          not have:
        </p>
        <p className="mt-2 break-all rounded bg-paper p-2 font-mono text-xs">{template}</p>
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          className="mt-4 flex flex-col gap-4"
        >
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="preview" />
          <FormField id="file-input" label="CSV or XLSX file" error={fileError}>
            <input
              id="file-input"
              name="file"
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className={consoleInputClass}
              {...errorProps("file-input", fileError)}
            />
          </FormField>
          <div>
            <button type="submit" className={buttonClass}>
              Preview the import
            </button>
          </div>
        </Form>
      </Block>
      {answer && !answer.problem ? (
        <Block id="preview" title="2. Check the rows" className="mt-6">
          {bad.length ? (
            <div
              role="alert"
              className="mb-4 rounded-md border-2 border-danger-700 bg-danger-100 p-4 text-sm text-danger-700"
            >
              <p className="font-semibold">
                Nothing was imported: {bad.length === 1 ? "1 row needs" : `${bad.length} rows need`}{" "}
                correcting. Correct the file and send it again.
              </p>
              <ul className="mt-2 list-disc pl-5">
                {bad.map((row) => (
                  <li key={row.line}>
                    Row {row.line}: {row.errors.join("; ")}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p role="status" className="mb-4 text-sm font-semibold text-success-700">
              Every one of the {answer.rows.length} rows is good. Nothing is written until you
              confirm.
            </p>
          )}
          <ConsoleTable
            pad="py-1"
            caption="The file's rows as checked"
            columns={["Row", ...answer.header.slice(0, 6), "Check"]}
          >
            {answer.rows.slice(0, 200).map((row) => (
              <tr key={row.line} className="border-t border-steel-200 align-top">
                <td className="py-1 pr-3 tabular-nums">{row.line}</td>
                {answer.header.slice(0, 6).map((name) => (
                  <td key={name} className="py-1 pr-3">
                    {row.cells[name]}
                  </td>
                ))}
                <td
                  className={`py-1 ${row.errors.length ? "font-medium text-danger-700" : "text-success-700"}`}
                >
                  {row.errors.length ? row.errors.join("; ") : "Good"}
                </td>
              </tr>
            ))}
          </ConsoleTable>
          {answer.text ? (
            <Form method="post" encType="multipart/form-data" className="mt-4">
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="csv" value={answer.text} />
              <button type="submit" className={buttonClass}>
                Import {answer.rows.length} rows
              </button>
            </Form>
          ) : null}
        </Block>
      ) : null}
    </>
  );
}
