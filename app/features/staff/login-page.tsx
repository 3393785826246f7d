/** The sign-in form: e-mail and password, posted to the page itself; works without JavaScript. */
import { Form } from "react-router";
import { TextField } from "./console-fields.tsx";
import { buttonClass, CsrfField, Notice } from "./console-ui.tsx";

export function LoginPage({
  csrf,
  next,
  answer,
}: {
  csrf: string;
  next: string;
  answer?: {
    formError?: string;
    fieldErrors?: { email?: string; password?: string };
    email: string;
  };
}) {
  const errors = answer?.fieldErrors ?? {};
  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-card border border-steel-200 bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-semibold">Staff sign-in</h1>
        <p className="mt-2 text-sm text-steel-700">
          For the company's staff: enquiries, service requests and their follow-up.
        </p>
        {answer?.formError ? (
          <div className="mt-5">
            <Notice tone="bad">{answer.formError}</Notice>
          </div>
        ) : null}
        <Form method="post" reloadDocument className="mt-6 flex flex-col gap-4" noValidate>
          <CsrfField token={csrf} />
          <input type="hidden" name="next" value={next} />
          <TextField
            id="email"
            label="E-mail address"
            error={errors.email}
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            defaultValue={answer?.email ?? ""}
          />
          <TextField
            id="password"
            label="Password"
            error={errors.password}
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
          />
          <button type="submit" className={`${buttonClass.primary} mt-2 w-full`}>
            Sign in
          </button>
        </Form>
        <p className="mt-6 text-xs text-steel-600">
          Accounts are made by an administrator; there is no sign-up. Forgotten your password? Ask
          an administrator to set a new one. After 10 wrong attempts the sign-in waits 15 minutes.
        </p>
      </div>
    </div>
  );
}
