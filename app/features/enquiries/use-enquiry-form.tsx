import { type FormEvent, useEffect, useState } from "react";
import { toast } from "react-toastify";
import type { z } from "zod";
import { type EnquiryKind, formDataToObject, messages, validate } from "./schema";
import { useFormToken } from "./use-form-token";

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * The JavaScript path of both enquiry forms (spec sections 4, 5 and 8): check with the shared
 * schema, post to /api/enquiries, and report through toasts. A blank field leaves the loading flag
 * set, as the specification states, until the visitor edits the form again.
 */
export function useEnquiryForm<T>(
  kind: EnquiryKind,
  schema: z.ZodType<T>,
  options: { onSuccess?: () => void; formToken?: string } = {},
) {
  const [loading, setLoading] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const formToken = useFormToken(options.formToken);

  useEffect(() => {
    setIdempotencyKey(newKey());
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const form = event.currentTarget;
    setLoading(true);
    const body = new FormData(form);
    const checked = validate(schema, formDataToObject(body));
    if (!checked.ok) {
      toast.error(checked.formError);
      if (checked.formError !== messages.blank) setLoading(false);
      return;
    }
    try {
      const response = await fetch(`/api/enquiries?kind=${kind}`, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => null)) as {
        ok?: boolean;
        formError?: string;
      } | null;
      if (response.ok && answer?.ok) {
        toast.info(messages.success);
        form.reset();
        setIdempotencyKey(newKey());
        void formToken.refresh();
        setLoading(false);
        options.onSuccess?.();
        return;
      }
      if (response.status >= 400 && response.status < 500 && answer?.formError) {
        console.error(`Enquiry refused (${response.status}): ${answer.formError}`);
        toast.error(answer.formError);
      } else {
        throw new Error(`The server answered ${response.status}`);
      }
    } catch (error) {
      console.error(error);
      toast.error(messages.failure);
    }
    setLoading(false);
  }

  return {
    loading,
    onSubmit,
    /** Editing the form after a failed check makes the button usable again. */
    onInput: () => setLoading(false),
    hidden: { idempotencyKey, formToken: formToken.token },
  };
}
