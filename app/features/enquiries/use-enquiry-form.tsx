import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { EnquiryActionData } from "./action.server.ts";
import { type FieldErrors, formDataToObject, messages } from "./fields.ts";
import { dismissToasts, loadToasts, showToast } from "./toasts.tsx";
import { useFormToken } from "./use-form-token.ts";

/** A refusal the summary must state itself: it names no field (too many, a conflict, offline). */
function wholeFormError(answer: { formError: string; fieldErrors: FieldErrors }) {
  return Object.keys(answer.fieldErrors).length === 0 ? answer.formError : undefined;
}

/**
 * Both enquiry forms with JavaScript: the shared schema checks the fields, then a fetcher posts
 * them to the action of the route that owns the form. Errors (the browser's or the server's) go
 * under their fields and into the summary, a field's error goes once it is changed, and focus
 * moves to the first invalid field. A failed check frees the button at once (the earlier site
 * left it spinning after a blank field). `round` counts the forms shown: "Send another enquiry"
 * starts a new one with a fetcher of its own.
 */
export function useEnquiryForm<T>(
  kind: "contact" | "product",
  /** The form's zod schema, imported when the visitor first sends: zod is not in the first load. */
  loadSchema: () => Promise<z.ZodType<T>>,
  options: {
    action: string;
    /** The answer the server rendered the page with, after a post without JavaScript. */
    actionData?: EnquiryActionData;
    onSent?: (reference: string) => void;
    /** The container of the error toasts (a modal dialog holds its own, above its backdrop). */
    toastContainer?: string;
    /** The container of the success toast, when it is not the error toasts' one. */
    sentToastContainer?: string;
  },
) {
  const [round, setRound] = useState(0);
  const fetcher = useFetcher<EnquiryActionData>({ key: `${kind}-enquiry-${round}` });
  const result = fetcher.data ?? (round === 0 ? options.actionData : undefined);
  const [enhanced, setEnhanced] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(
    options.actionData && !options.actionData.ok ? options.actionData.fieldErrors : {},
  );
  const [formError, setFormError] = useState(
    options.actionData && !options.actionData.ok ? wholeFormError(options.actionData) : undefined,
  );
  const formToken = useFormToken(options.actionData?.formToken);
  const formRef = useRef<HTMLFormElement>(null);
  // Set at once, before the schema is imported: a second click in that moment sends nothing.
  const checking = useRef(false);
  const focusAfterErrors = useRef(false);

  useEffect(() => setEnhanced(true), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key for every form shown
  useEffect(() => setIdempotencyKey(crypto.randomUUID()), [round]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each commit of new errors
  useEffect(() => {
    if (!focusAfterErrors.current) return;
    focusAfterErrors.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  function refuse(formError: string, errors: FieldErrors) {
    focusAfterErrors.current = true;
    setFieldErrors(errors);
    void showToast("error", formError, options.toastContainer);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer of the fetcher
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.formToken) formToken.set(answer.formToken, answer.formTokenWaitMs);
    if (answer.ok) {
      void showToast(
        "info",
        messages.success,
        options.sentToastContainer ?? options.toastContainer,
      );
      options.onSent?.(answer.reference);
      return;
    }
    console.error(`Enquiry not sent: ${answer.formError}`);
    setFormError(wholeFormError(answer));
    refuse(answer.formError, answer.fieldErrors);
  }, [fetcher.data]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking.current || fetcher.state !== "idle") return;
    checking.current = true;
    const form = event.currentTarget;
    try {
      // Toasts of an earlier attempt would contradict this one's.
      dismissToasts();
      void loadToasts().catch(() => {});
      const loaded = await Promise.all([import("./schema.ts"), loadSchema()]).catch(
        (error: unknown) => {
          // Offline: the server checks the form as it does without JavaScript.
          console.error(error);
          return undefined;
        },
      );
      const checked = loaded?.[0].validate(loaded[1], formDataToObject(new FormData(form)));
      if (checked && !checked.ok) return refuse(checked.formError, checked.fieldErrors);
      setFieldErrors({});
      setFormError(undefined);
      // Filled in while the scripts loaded and sent as they ran: the send waits out the fill
      // time, which the server would otherwise judge a bot's (the button shows it is sending).
      const wait = formToken.readyAt.current - Date.now();
      if (wait > 0) {
        setWaiting(true);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      await fetcher.submit(form, { method: "post", action: options.action });
    } finally {
      checking.current = false;
      setWaiting(false);
    }
  }

  return {
    fetcher,
    round,
    formRef,
    enhanced,
    loading: waiting || fetcher.state !== "idle",
    onSubmit,
    /** A field's error goes as soon as the visitor changes that field. */
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (name && fieldErrors[name]) setFieldErrors(({ [name]: _gone, ...rest }) => rest);
    },
    fieldErrors,
    /** The reference of the enquiry just sent, for the confirmation panel. */
    reference: result?.ok ? result.reference : undefined,
    /** What the summary says of the whole form: a refusal that names no field. */
    formError,
    values: result && !result.ok ? result.values : undefined,
    /** Shows a fresh form in place of the confirmation. */
    again: () => {
      setFieldErrors({});
      setFormError(undefined);
      setRound((current) => current + 1);
    },
    hidden: { idempotencyKey, formToken: formToken.token },
  };
}
