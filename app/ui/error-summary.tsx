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
      className="mb-6 scroll-mt-24 rounded-md border-2 border-danger-700 bg-danger-100 p-4 text-danger-700 focus:outline-3 focus:outline-amber-500"
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {formError ??
          (errors.length === 1
            ? "One thing needs your attention"
            : `${errors.length} things need your attention`)}
      </h3>
      {errors.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {errors.map(([fieldId, message]) => (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                onClick={(event) => {
                  // A link to a fragment scrolls to the field but leaves the focus behind.
                  const field = document.getElementById(fieldId);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                }}
                className="font-medium underline"
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
