/** The read-only parts of an item's page: photos, e-mails and the audit trail. */
import { Form } from "react-router";
import { Badge, CsrfField, deliveryTone, Panel } from "./console-ui.tsx";
import { deliveryLabels } from "./inbox-filters.ts";
import type { EventView, MessageView } from "./items.server.ts";

export function Photos({
  reference,
  photos,
}: {
  reference: string;
  photos: { position: number; width: number; height: number }[];
}) {
  return (
    <Panel id="photos-heading" title={`Photos (${photos.length})`}>
      {photos.length === 0 ? (
        <p className="text-sm text-steel-700">No photos were sent with this request.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo) => {
            const href = `/staff/photos/${encodeURIComponent(reference)}/${photo.position}`;
            return (
              <li key={photo.position}>
                <a
                  href={href}
                  className="block rounded-md border border-steel-200 p-1 hover:border-navy-600"
                >
                  <img
                    src={href}
                    alt={`Sent with the request, number ${photo.position}`}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    className="h-auto w-full rounded"
                  />
                  <span className="mt-1 block text-xs text-steel-600">
                    Photo {photo.position}, {photo.width} × {photo.height} px (open full size)
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

export function Messages({
  messages,
  csrf,
  enquiry,
}: {
  messages: MessageView[];
  csrf: string;
  /** An enquiry's notice goes by its own queue: "How it was handled" shows it. */
  enquiry: boolean;
}) {
  return (
    <Panel id="messages-heading" title="E-mails about this item">
      {messages.length === 0 ? (
        <p className="text-sm text-steel-700">
          {enquiry
            ? "No other e-mail: the notice to the company is under “How it was handled”."
            : "No e-mails are queued for this item."}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-md border border-steel-200 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-navy-950">{message.kind}</p>
                <Badge tone={deliveryTone(message.status)}>
                  {deliveryLabels[message.status] ?? message.status}
                </Badge>
              </div>
              <p className="mt-1 break-words text-steel-700">
                To {message.to}: “{message.subject}”
              </p>
              <p className="mt-1 text-xs text-steel-600">
                Queued {message.created}
                {message.sent ? ` · sent ${message.sent}` : ""} · {message.attempts} tr
                {message.attempts === 1 ? "y" : "ies"}
              </p>
              {message.lastError ? (
                <p className="mt-1 text-xs break-words text-danger-700">
                  Last error: {message.lastError}
                </p>
              ) : null}
              {message.status === "dead" ? (
                <Form method="post" className="mt-2">
                  <CsrfField token={csrf} />
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="message" value={message.id} />
                  <button
                    type="submit"
                    className="rounded-md border border-navy-800 px-3 py-1.5 text-xs font-semibold text-navy-800 hover:bg-navy-50"
                  >
                    Try this e-mail again
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Change({ event }: { event: EventView }) {
  if ((event.before === null && event.after === null) || event.action === "Received") return null;
  return (
    <p className="text-sm text-navy-950">
      {event.before !== null ? (
        <>
          <span className="text-steel-600">from</span> {event.before}{" "}
        </>
      ) : null}
      <span className="text-steel-600">to</span> {event.after ?? "nothing"}
    </p>
  );
}

/** Every change, oldest first: who, when, what, before and after. Read-only. */
export function Timeline({ events }: { events: EventView[] }) {
  return (
    <Panel id="timeline-heading" title="Timeline and audit log">
      <p className="mb-3 text-xs text-steel-600">
        Every change is recorded here with who made it and when. Entries cannot be edited or
        deleted.
      </p>
      {events.length === 0 ? (
        <p className="text-sm text-steel-700">Nothing has been recorded yet.</p>
      ) : (
        <ol className="flex flex-col gap-3 border-l-2 border-navy-200 pl-4">
          {events.map((event) => (
            <li key={event.id} className="relative" data-testid="audit-row">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-navy-600"
              />
              <p className="text-xs text-steel-600">
                {event.at} · {event.actor}
                {event.staff ? "" : " (not staff)"}
              </p>
              <p className="flex flex-wrap items-center gap-2 font-semibold text-navy-950">
                {event.action}
                {event.action === "Note added" ? (
                  <Badge tone={event.visible ? "warn" : "neutral"}>
                    {event.visible ? "Visible to the customer" : "Internal"}
                  </Badge>
                ) : null}
              </p>
              <Change event={event} />
              {event.note ? (
                <p className="mt-1 break-words whitespace-pre-wrap text-sm text-steel-800">
                  {event.note}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
