/** The page a reminder's stop link opens: one button, so that a mail scanner's visit stops nothing. */
import { Form } from "react-router";
import { buttonClass } from "./ui.tsx";

export function StopRemindersPage({ stopped }: { stopped: boolean }) {
  return (
    <div className="page-x max-w-2xl py-12 lg:py-16">
      <h1 className="text-3xl font-semibold">Reminders of tests due</h1>
      {stopped ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-success-700/40 bg-success-100 p-4 text-success-700"
        >
          Done: this address will receive no more reminders of tests due. To have them again, ask
          your contact at our service desk.
        </p>
      ) : (
        <>
          <p className="mt-4 text-steel-700">
            We e-mail a reminder when a test of one of your transformers falls due. Stop them for
            this address?
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" className={buttonClass}>
              Stop reminders for my address
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
