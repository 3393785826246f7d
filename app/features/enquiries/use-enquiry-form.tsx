import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { type EnquiryKind, formDataToObject, messages } from "./fields";
import { dismissToasts, loadToasts, showToast } from "./toasts";
import { useFormToken } from "./use-form-token";

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * The JavaScript path of both enquiry forms: check with the shared schema, post to
 * /api/enquiries, show every field's error under the field and move focus to the first, and on
 * success show a lasting panel with the reference; toasts repeat the outcome. A failed check stops
 * the spinner at once (the earlier site left it spinning after a blank field).
 * `toastContainer` names the container the toasts go to (the dialog's own, above its backdrop).
 */
export function useEnquiryForm<T>(
  kind: EnquiryKind,
  /** The form's zod schema, imported when the visitor first sends: zod is not in the page's first load. */
  loadSchema: () => Promise<z.ZodType<T>>,
  options: {
    onSuccess?: (reference: string) => void;
    formToken?: string;
    toastContainer?: string;
  } = {},
) {
  const [loading, setLoading] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [reference, setReference] = useState<string>();
  // Set at once, before the schema is imported: a second click in that moment sends nothing.
  const sending = useRef(false);
  const formToken = useFormToken(options.formToken);
  // The form whose first invalid field takes focus once React has put the errors on the page.
  // (A frame after the check was not enough: on a first send, busy loading the schema and the
  // toasts, React sometimes committed the errors after that frame and focus went nowhere.)
  const focusAfterErrors = useRef<HTMLFormElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each commit of new errors
  useEffect(() => {
    const form = focusAfterErrors.current;
    focusAfterErrors.current = null;
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  useEffect(() => {
    setIdempotencyKey(newKey());
  }, []);

  function refuse(form: HTMLFormElement, formError: string, errors: Record<string, string>) {
    focusAfterErrors.current = form;
    setFieldErrors(errors);
    void showToast("error", formError, options.toastContainer);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || sending.current) return;
    sending.current = true;
    try {
      await send(event.currentTarget);
    } finally {
      sending.current = false;
    }
  }

  async function send(form: HTMLFormElement) {
    // Toasts of an earlier attempt would contradict this one's.
    dismissToasts();
    // The toasts load beside the schema, before they have anything to show.
    void loadToasts().catch(() => {});
    const body = new FormData(form);
    const [{ validate }, schema] = await Promise.all([import("./schema"), loadSchema()]);
    const checked = validate(schema, formDataToObject(body));
    if (!checked.ok) {
      refuse(form, checked.formError, checked.fieldErrors);
      return;
    }
    setLoading(true);
    setFieldErrors({});
    setReference(undefined);
    try {
      const response = await fetch(`/api/enquiries?kind=${kind}`, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => null)) as {
        ok?: boolean;
        reference?: string;
        formError?: string;
        fieldErrors?: Record<string, string>;
      } | null;
      if (response.ok && answer?.ok && answer.reference) {
        void showToast("info", messages.success, options.toastContainer);
        form.reset();
        setReference(answer.reference);
        setIdempotencyKey(newKey());
        void formToken.refresh();
        setLoading(false);
        options.onSuccess?.(answer.reference);
        return;
      }
      if (response.status >= 400 && response.status < 500 && answer?.formError) {
        console.error(`Enquiry refused (${response.status}): ${answer.formError}`);
        refuse(form, answer.formError, answer.fieldErrors ?? {});
      } else {
        throw new Error(`The server answered ${response.status}`);
      }
    } catch (error) {
      console.error(error);
      void showToast("error", messages.failure, options.toastContainer);
    }
    setLoading(false);
  }

  return {
    loading,
    onSubmit,
    /** A field's error goes as soon as the visitor changes that field. */
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (name && fieldErrors[name]) setFieldErrors(({ [name]: _gone, ...rest }) => rest);
    },
    fieldErrors,
    /** The reference of the enquiry just sent, for the success panel. */
    reference,
    hidden: { idempotencyKey, formToken: formToken.token },
  };
}
