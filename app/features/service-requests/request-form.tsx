/**
 * The service request form, posted to the route's action. Without JavaScript it is one multipart
 * form in five fieldsets that the server checks. With JavaScript the fieldsets become steps, each
 * checked by the same zod schema before the next shows and the whole form once more when sent;
 * the schema (and zod) is imported when the visitor first moves into the form.
 */
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { FormHiddenFields } from "#app/ui/form-hidden-fields.tsx";
import { SubmitButton } from "#app/ui/submit-button.tsx";
import { armHydrationGate, isHydrationGateOpen, openHydrationGate } from "./hydration-gate.ts";
import { steps } from "./options.ts";
import type { Errors, Values } from "./request-controls.tsx";
import {
  checkPhotoFiles,
  ErrorSummary,
  fieldsOf,
  loadSchema,
  type Schema,
  StepProgress,
  schemaModule,
  stepOfField,
} from "./request-form-parts.tsx";
import { stepComponents } from "./request-steps.tsx";
import { useRequestTokens } from "./use-request-tokens.ts";

armHydrationGate(); // Steps 2 to 5 hydrate on the visitor's first touch (hydration-gate.ts).

export type RequestFormProps = {
  today: string;
  formToken: string;
  idempotencyKey: string;
  values: Values;
  errors: Errors;
  /** A message for the whole form: too many requests, a conflict, an unreadable form. */
  formError?: string;
  /** The description was filled in from a link: say so, and that nothing is sent yet. */
  prefilled?: boolean;
};

export function RequestForm(props: RequestFormProps) {
  const { today, formToken, idempotencyKey } = useRequestTokens(props);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  const [enhanced, setEnhanced] = useState(false);
  const [errors, setErrors] = useState<Errors>(props.errors);
  const firstWithError = Object.keys(props.errors).find((field) => props.errors[field]);
  const [step, setStep] = useState(firstWithError ? stepOfField(firstWithError) : 0);
  const [focus, setFocus] = useState<"heading" | "summary" | { field: string } | null>(null);
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formAction === "/service-request";
  const waiting = useRef(false); // set while the schema loads: a second click does nothing
  useEffect(() => {
    setEnhanced(true); // and the later steps lose data-until-hydrated (hydration-stall.ts)
    // Once this form has gone, a later one is rendered in the browser: nothing left to keep.
    return openHydrationGate;
  }, []);

  // A refusal the server sent to this page (with JavaScript the page stays; the answer changes).
  const answered = useRef(props.errors);
  useEffect(() => {
    if (answered.current === props.errors) return;
    answered.current = props.errors;
    setErrors(props.errors);
    const first = Object.keys(props.errors).find((field) => props.errors[field]);
    if (first) setStep(stepOfField(first));
    setFocus(first ? { field: first } : "summary");
  }, [props.errors]);

  // Once the visitor is in the form, fetch the schema that the first Next will need.
  useEffect(() => {
    const form = formRef.current;
    const load = () => void loadSchema();
    form?.addEventListener("focusin", load, { once: true });
    return () => form?.removeEventListener("focusin", load);
  }, []);

  useEffect(() => {
    if (!focus) return;
    if (focus === "summary") summaryRef.current?.focus();
    else if (focus === "heading") headingRefs.current[step]?.focus();
    else document.getElementById(`sr-${focus.field}`)?.focus();
    setFocus(null);
  }, [focus, step]);

  /** Checks one step with the schema (its errors replace the step's earlier ones); answers
   * the step's first invalid field, if any. */
  function check(index: number, loaded: Schema | undefined): string | undefined {
    const form = formRef.current;
    const stepId = steps[index]?.id;
    if (!form || !stepId) return undefined;
    const result = loaded?.validateStep(stepId, new FormData(form), today);
    const found: Errors = !result || result.ok ? {} : { ...result.fieldErrors };
    if (stepId === "symptoms") {
      const photos = checkPhotoFiles(form.elements.namedItem("photos"));
      if (photos) found.photos = photos;
    }
    setErrors((previous) => {
      const kept = Object.fromEntries(
        Object.entries(previous).filter(([field]) => !fieldsOf(index).includes(field)),
      );
      return { ...kept, ...found };
    });
    return fieldsOf(index).find((field) => found[field]);
  }

  async function next() {
    if (waiting.current) return;
    waiting.current = true;
    const loaded = schemaModule.loaded ?? (await loadSchema());
    waiting.current = false;
    const invalid = check(step, loaded);
    if (invalid) return setFocus({ field: invalid });
    setStep(step + 1);
    setFocus("heading");
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!enhanced) return;
    // Enter in a field of an earlier step moves on, as Next does.
    if (step < steps.length - 1) {
      event.preventDefault();
      return void next();
    }
    if (!schemaModule.loaded && !waiting.current) {
      // Sent before any step was checked (the page came back from the server with errors):
      // wait for the schema, then send again, checked.
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      waiting.current = true;
      void loadSchema().then((loaded) => {
        waiting.current = false;
        if (loaded) form.requestSubmit(submitter);
        else form.submit();
      });
      return;
    }
    if (waiting.current) return event.preventDefault();
    for (const index of steps.keys()) {
      const invalid = check(index, schemaModule.loaded);
      if (invalid) {
        event.preventDefault();
        setStep(index);
        return setFocus({ field: invalid });
      }
    }
  }

  const visibleErrors = enhanced
    ? Object.fromEntries(Object.entries(errors).filter(([field]) => fieldsOf(step).includes(field)))
    : errors;

  return (
    <Form
      ref={formRef}
      method="post"
      action="/service-request#sr-summary-heading" // refused without scripts: opens at its summary
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onInput={(event) => {
        // A corrected field leaves the summary and loses its message at once.
        const name = (event.target as HTMLInputElement).name;
        if (name && errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
      }}
      aria-labelledby="service-request-heading"
      className="flex flex-col gap-8"
    >
      <FormHiddenFields idempotencyKey={idempotencyKey} formToken={formToken} />
      {props.prefilled ? (
        <p className="rounded-md border border-amber-500 bg-amber-100 p-4 text-sm text-navy-950">
          <strong className="font-semibold">
            The description under “What you have seen” is filled in from the page you came from.
          </strong>{" "}
          Read it and change or delete anything you like. Nothing reaches us until you send the
          request.
        </p>
      ) : null}
      <StepProgress current={enhanced ? step : null} />
      <ErrorSummary
        ref={summaryRef}
        formError={props.formError}
        errors={visibleErrors}
        onPick={(field) => {
          setStep(stepOfField(field));
          setFocus({ field });
        }}
      />
      {steps.map((item, index) => {
        const Step = stepComponents[item.id];
        return (
          <fieldset
            key={item.id}
            hidden={enhanced && index !== step}
            // Hidden until the stepper takes over, unless the server refused fields (0026).
            data-until-hydrated={!enhanced && index > 0 && !firstWithError ? "" : undefined}
            aria-labelledby={`sr-step-${item.id}`}
            className="flex flex-col gap-5 rounded-lg border border-steel-200 bg-white p-5 sm:p-7"
          >
            <h2
              id={`sr-step-${item.id}`}
              ref={(element) => {
                headingRefs.current[index] = element;
              }}
              tabIndex={-1}
              className="text-xl font-semibold text-navy-950"
            >
              <span className="text-amber-800">{index + 1}. </span>
              {item.legend}
            </h2>
            <Step
              values={props.values}
              errors={errors}
              // A later step still waiting for the visitor keeps the server's date: a change of
              // props before it has hydrated would make React render it afresh.
              today={index === 0 || isHydrationGateOpen() ? today : props.today}
            />
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        {enhanced && step > 0 ? (
          <button
            type="button"
            onClick={() => {
              setStep(step - 1);
              setFocus("heading");
            }}
            className="min-h-12 rounded-md border border-navy-800 px-6 py-3 font-semibold text-navy-800 hover:bg-navy-50"
          >
            Back
          </button>
        ) : null}
        {enhanced && step < steps.length - 1 ? (
          <button
            type="button"
            onClick={() => void next()}
            className="min-h-12 rounded-md bg-navy-800 px-6 py-3 font-semibold text-white hover:bg-navy-700"
          >
            Next: {steps[step + 1]?.legend}
          </button>
        ) : (
          <SubmitButton loading={sending}>Send the service request</SubmitButton>
        )}
      </div>
    </Form>
  );
}
