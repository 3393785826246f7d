/** What is wrong with a sent form, at its top: each error a link that takes the visitor to its field. */
export function ErrorSummary({
  id,
  formError,
  errors,
}: {
  id: string;
  formError?: string;
  /** The invalid fields in the order of the form: the control's id and its message. */
  errors: readonly (readonly [fieldId: string, message: string])[];
}) {
  if (!formError && errors.length === 0) return null;
  return (
    <div
      id={id}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${id}-heading`}
      className="mb-6 scroll-mt-24 rounded-md border-2 border-danger-700 bg-danger-100 p-4 text-danger-700 focus-ring"
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {summaryHeading(formError, errors.length)}
      </h3>
      <ErrorLinks errors={errors} className="mt-2 list-disc space-y-1 pl-5 text-sm" />
    </div>
  );
}

/** The summary's heading: the form's own error, or how many fields need attention. */
export function summaryHeading(formError: string | undefined, count: number): string {
  return (
    formError ??
    (count === 1 ? "One thing needs your attention" : `${count} things need your attention`)
  );
}

/**
 * The summary's list: each message a link to its field's control (`#${target(field)}`). A click
 * moves the focus to the control, which a link to a fragment alone leaves behind; `onPick`
 * replaces that for a form that must first show the field (a multi-step form).
 */
export function ErrorLinks({
  errors,
  className,
  target = (field) => field,
  onPick,
}: {
  errors: readonly (readonly [field: string, message: string])[];
  className: string;
  target?: (field: string) => string;
  onPick?: (field: string) => void;
}) {
  if (errors.length === 0) return null;
  return (
    <ul className={className}>
      {errors.map(([field, message]) => (
        <li key={field}>
          <a
            href={`#${target(field)}`}
            onClick={(event) => {
              if (onPick) {
                event.preventDefault();
                onPick(field);
                return;
              }
              const control = document.getElementById(target(field));
              if (!control) return;
              event.preventDefault();
              control.focus();
            }}
            className="font-medium underline"
          >
            {message}
          </a>
        </li>
      ))}
    </ul>
  );
}
