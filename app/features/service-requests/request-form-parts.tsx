/** The progress line, the error summary, the browser's early look at the photos and the schema's import. */
import type { Ref } from "react";
import { importOnce } from "#app/lib/import-once.ts";
import { ErrorLinks, summaryHeading } from "#app/ui/error-summary.tsx";
import { fieldOrder, steps } from "./options.ts";
import { acceptedPhotoTypes, photoLimits, photoMessages } from "./photo-limits.ts";
import type { Errors } from "./request-controls.tsx";

/**
 * The steps above the form. The server sends it too, so that nothing moves when the stepper
 * takes over (it came in after hydration and pushed the form 72 px down: a layout shift of
 * 0.03). Without JavaScript (`current` null) it names the parts that all follow on the page;
 * with it, the bar shows the step the visitor is on.
 */
export function StepProgress({ current }: { current: number | null }) {
  return (
    <nav aria-label="Steps of the request">
      <p className="text-sm font-semibold text-steel-700">
        {current === null
          ? `${steps.length} parts, all on this page`
          : `Step ${current + 1} of ${steps.length}`}
      </p>
      <ol className="mt-3 grid grid-cols-5 gap-1.5">
        {steps.map((step, index) => {
          const here = current !== null && index === current;
          return (
            <li
              key={step.id}
              aria-current={here ? "step" : undefined}
              className="flex flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${current !== null && index <= current ? "bg-amber-500" : "bg-steel-200"}`}
              />
              <span
                className={`hidden text-xs sm:block ${here ? "font-semibold text-navy-950" : "text-steel-600"}`}
              >
                {step.legend}
              </span>
              <span className="sr-only sm:hidden">{step.legend}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Every error of the visible fields in the order of the form, each a link to its field. */
export function ErrorSummary({
  ref,
  formError,
  errors,
  onPick,
}: {
  ref: Ref<HTMLDivElement>;
  formError?: string;
  errors: Errors;
  onPick(field: string): void;
}) {
  const listed = [...fieldOrder, "photos"]
    .map((field) => [field, errors[field]] as const)
    .filter((entry): entry is readonly [string, string] => Boolean(entry[1]));
  const empty = !formError && listed.length === 0;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={empty ? undefined : "sr-summary-heading"}
      className={
        empty
          ? "hidden"
          : "rounded-lg border-2 border-danger-700 bg-danger-100 p-5 text-danger-700 focus-ring"
      }
    >
      {empty ? null : (
        <>
          <h2 id="sr-summary-heading" className="font-semibold">
            {summaryHeading(formError, listed.length)}
          </h2>
          <ErrorLinks
            errors={listed}
            className="mt-2 list-disc space-y-1 pl-5"
            target={(field) => `sr-${field}`}
            onPick={onPick}
          />
        </>
      )}
    </div>
  );
}

/**
 * The photos as the browser sees them: how many, how large and of what declared type. The server
 * reads their bytes in any case; this only spares a long upload that would be refused.
 */
export function checkPhotoFiles(input: unknown): string | undefined {
  if (!(input instanceof HTMLInputElement) || !input.files) return undefined;
  const files = [...input.files];
  if (files.length > photoLimits.count) return photoMessages.tooMany;
  const problems = files.flatMap((file, index) => {
    const label = `Photo ${index + 1} (${file.name})`;
    if (file.size > photoLimits.maxBytes) return [photoMessages["too-large"](label)];
    if (!(acceptedPhotoTypes as readonly string[]).includes(file.type))
      return [photoMessages["not-a-picture"](label)];
    return [];
  });
  return problems.length > 0 ? problems.join(". ") : undefined;
}

/** The fields of each step; the photos belong to the symptoms step. */
export const fieldsOf = (index: number): string[] => {
  const step = steps[index];
  if (!step) return [];
  return step.id === "symptoms" ? [...step.fields, "photos"] : [...step.fields];
};
export const stepOfField = (field: string) =>
  Math.max(
    0,
    steps.findIndex((_, index) => fieldsOf(index).includes(field)),
  );

export type Schema = typeof import("./schema.ts");

/** The schema module (and zod with it), imported once per page load on first need. */
export const schemaModule = importOnce(() => import("./schema.ts"));

/**
 * Imports the schema. If that fails (the network went away), the steps go unchecked and the
 * server checks the whole form when it is sent, as it does without JavaScript.
 */
export function loadSchema() {
  return schemaModule.load().catch((error: unknown) => {
    console.error(error);
    return undefined;
  });
}
