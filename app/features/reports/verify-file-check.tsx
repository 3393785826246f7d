/**
 * "Is this file the one issued?": a multipart form that posts the chosen PDF to the page's action,
 * which answers with its SHA-256 and the revision it matches. Without JavaScript the browser
 * posts it and the server renders the answer; with it, a file can also be dropped on the box.
 */
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { errorProps, FieldError, FieldHint } from "#app/ui/form-field.tsx";
import { SubmitButton } from "#app/ui/submit-button.tsx";
import { TitledSection } from "#app/ui/titled-section.tsx";
import { maxFileBytes, type VerifyResult } from "./verify-types.ts";

/** What a file's fingerprint says, given the report as it stands now. */
function verdictOf(matched: number | null, latest: number, withdrawn: Withdrawal | undefined) {
  if (matched === null)
    return {
      tone: "border-danger-700 bg-danger-100 text-danger-700",
      text: "Its fingerprint matches no revision of this report: the file has been changed, re-saved or made elsewhere. Compare every printed value with this page, or ask us for a copy.",
    };
  // A withdrawn report is relied on in no revision, however exact the copy.
  if (withdrawn)
    return {
      tone: "border-danger-700 bg-danger-100 text-danger-700",
      text: `It is unchanged, but the report was withdrawn on ${withdrawn.on}${withdrawn.reason ? ` (${withdrawn.reason})` : ""}: do not rely on any revision of it.`,
    };
  if (matched === latest)
    return {
      tone: "border-success-700 bg-success-100 text-success-700",
      text: "Not one byte differs from the file we stored when we issued it.",
    };
  return {
    tone: "border-amber-800 bg-amber-100 text-amber-800",
    text: `It is unchanged, but revision ${matched} has been superseded: rely only on revision ${latest}.`,
  };
}

type Withdrawal = { on: string; reason: string | null };

function Answer({
  result,
  number,
  latest,
  withdrawn,
}: {
  result: VerifyResult;
  number: string;
  latest: number;
  withdrawn: Withdrawal | undefined;
}) {
  if (!result.ok) return null;
  const matched = result.revision;
  const { tone, text } = verdictOf(matched, latest, withdrawn);
  return (
    <div role="status" className={`mt-5 rounded-md border-l-4 p-4 ${tone}`}>
      <p className="font-semibold">
        {matched === null
          ? `This file is not a file we issued under ${number}`
          : `This file is revision ${matched} of ${number}, exactly as issued`}
      </p>
      <p className="mt-1 text-sm">{text}</p>
      <p className="mt-2 text-sm break-all">
        <span className="font-semibold">SHA-256 of {result.fileName || "your file"}:</span>{" "}
        <code>{result.sha256}</code>
      </p>
    </div>
  );
}

export function VerifyFileCheck({
  number,
  slug,
  revision,
  latest,
  withdrawn,
  result,
}: {
  number: string;
  /** The address's form of the number: the form posts there, whichever spelling was opened. */
  slug: string;
  /** The revision the address named, kept in the answer's address. */
  revision?: number;
  latest: number;
  /** When the report was withdrawn (its latest revision), and why. */
  withdrawn?: Withdrawal | undefined;
  result: VerifyResult | undefined;
}) {
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const error = result && !result.ok ? result.error : undefined;
  const id = "verify-file";
  const hint = `The PDF file of the report, up to ${maxFileBytes / 1_048_576} MB. It is read to take its fingerprint and not kept.`;
  return (
    // An upload form is of no use on paper; left on, its button alone filled a second page.
    <TitledSection
      id="file-check"
      title="Check a PDF file"
      className="mt-10 print:hidden"
      headingClassName="text-xl font-semibold"
    >
      <p className="mt-2 text-steel-700">
        A file sent to you by e-mail or portal can be checked to the byte: we compare its SHA-256
        fingerprint with the one we stored when the report was issued. A printed or scanned copy
        cannot be checked this way; compare its values with this page instead.
      </p>
      <Form
        ref={form}
        method="post"
        action={`/verify/${slug}${revision ? `?rev=${revision}` : ""}`}
        encType="multipart/form-data"
        className="mt-4"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const files = event.dataTransfer.files;
          if (!input.current || files.length === 0) return;
          input.current.files = files;
          form.current?.requestSubmit();
        }}
      >
        <div
          className={`rounded-md border-2 border-dashed p-4 ${dragging ? "border-navy-700 bg-navy-50" : "border-steel-300 bg-white"}`}
        >
          <label htmlFor={id} className="block font-semibold text-navy-950">
            Report file (PDF)
          </label>
          <FieldHint id={id} hint={hint} />
          <input
            ref={input}
            id={id}
            name="file"
            type="file"
            accept="application/pdf,.pdf"
            required
            className="mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-navy-800 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-navy-800"
            {...errorProps(id, error, hint)}
          />
          <p className="mt-2 text-sm text-steel-600">Or drop the file on this box.</p>
          <FieldError id={id} error={error} />
        </div>
        <SubmitButton loading={navigation.state === "submitting"} className="mt-4">
          Check the file
        </SubmitButton>
      </Form>
      {result ? (
        <Answer result={result} number={number} latest={latest} withdrawn={withdrawn} />
      ) : null}
    </TitledSection>
  );
}
