/**
 * What every public form sends besides its fields: the idempotency key (a resend is harmless),
 * the form token (when the form was shown) and the honeypot field that only a bot fills in.
 */
export function FormHiddenFields({
  idempotencyKey,
  formToken,
}: {
  idempotencyKey: string;
  formToken: string;
}) {
  return (
    <>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="formToken" value={formToken} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
