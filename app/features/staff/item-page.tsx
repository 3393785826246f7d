/** One item: everything submitted, its e-mails, photos and audit trail, and the changes to make. */
import type { ReactNode } from "react";
import { formatDay } from "#app/lib/indian-time.ts";
import { Breadcrumb } from "#app/ui/breadcrumb.tsx";
import { ActionBar, type BarState } from "./action-bar.tsx";
import type { Engineer } from "./change-form.tsx";
import {
  Badge,
  BreakdownMarker,
  DetailList,
  DoneNotice,
  deliveryTone,
  Panel,
} from "./console-ui.tsx";
import type { DeskView } from "./desk-view.ts";
import { urgencyLabels } from "./inbox-filters.ts";
import { type Answer, ItemForms } from "./item-forms.tsx";
import { Messages, Photos, Timeline } from "./item-sections.tsx";
import type { ItemDetail } from "./items.server.ts";
import { ResponsePanel } from "./response-panel.tsx";

export function ItemPage({
  item,
  engineers,
  csrf,
  done,
  answer,
  desk,
  aside,
}: {
  item: ItemDetail;
  engineers: Engineer[];
  csrf: string;
  done: string | null;
  answer?: Answer;
  /** A service request's clock, caller and quick actions. */
  desk?: { view: DeskView; ago: string; bar: BarState } | null;
  /** What another feature adds beside the changes (the passport's unit of a request). */
  aside?: ReactNode;
}) {
  const unacknowledged =
    item.kind === "service-request" &&
    item.urgency === "breakdown" &&
    item.state === "received" &&
    item.delivery !== "spam";
  const summary: [string, string][] =
    item.kind === "service-request"
      ? [
          ["Status", item.stateLabel],
          ["Engineer", item.engineerName ?? "Nobody yet"],
          [
            "Visit date",
            item.visitDate
              ? `${formatDay(item.visitDate)}${item.visitTime ? `, ${item.visitTime} IST` : ""}`
              : "Not set",
          ],
          ...(item.closeReason
            ? [["Reason for closing", item.closeReason] as [string, string]]
            : []),
        ]
      : [["Stage", item.stateLabel]];
  return (
    <>
      <Breadcrumb items={[{ label: "Inbox", to: "/staff" }, { label: item.reference }]} />
      <h1 className="mt-3 text-2xl font-semibold sm:text-3xl">
        {item.title.replace(item.reference, "").trim()}{" "}
        <span className="whitespace-nowrap">{item.reference}</span>
      </h1>
      <p className="mt-2 flex flex-wrap gap-1.5">
        {unacknowledged ? <BreakdownMarker /> : null}
        <Badge tone="info">{item.stateLabel}</Badge>
        <Badge tone={deliveryTone(item.delivery)}>{item.deliveryLabel}</Badge>
        {item.urgency ? (
          <Badge tone={item.urgency === "breakdown" ? "bad" : "neutral"}>
            {urgencyLabels[item.urgency] ?? item.urgency}
          </Badge>
        ) : null}
      </p>
      {desk ? <ActionBar csrf={csrf} state={desk.bar} answer={answer} /> : null}
      <p className="mt-3 lg:hidden">
        <a
          href="#changes"
          className="text-sm font-semibold text-navy-700 underline underline-offset-4"
        >
          Go to the changes
        </a>
      </p>
      <DoneNotice done={done} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {desk ? (
            <ResponsePanel view={desk.view} ago={desk.ago} csrf={csrf} answer={answer} />
          ) : null}
          <Panel id="now-heading" title="Where it stands">
            <DetailList rows={summary} />
          </Panel>
          <Panel id="sent-heading" title="What was sent">
            <DetailList rows={item.rows} />
          </Panel>
          {item.kind === "service-request" ? (
            <Photos reference={item.reference} photos={item.photos} />
          ) : null}
          <Panel id="handling-heading" title="How it was handled">
            <DetailList rows={item.handling} />
          </Panel>
          <Messages messages={item.messages} csrf={csrf} enquiry={item.kind === "enquiry"} />
          <Timeline events={item.events} />
        </div>
        <aside
          id="changes"
          aria-label="Changes"
          className="flex min-w-0 scroll-mt-20 flex-col gap-4"
        >
          {aside}
          {/* Every saved change adds an event: the forms then start again from what is stored,
              while a refused change keeps what was typed. */}
          <ItemForms
            key={item.events.length}
            item={item}
            engineers={engineers}
            csrf={csrf}
            answer={answer}
          />
        </aside>
      </div>
    </>
  );
}
