/**
 * The reminder e-mail to one contact: the units whose tests are overdue (said so, with the day
 * they fell due) and those that fall due soon, the fleet link, and the link that stops reminders
 * for this contact. Only the company's own data and links appear in it.
 */

import { longDay } from "#app/lib/calendar-day.ts";
import { company } from "#app/lib/company.ts";
import { escapeMarkup } from "#app/lib/escape.ts";
import { isOverdue } from "./due.ts";
import { labelOf, testTypes } from "./options.ts";

export type DueLine = { tag: string; testType: string; dueOn: string };

function subjectWord(overdue: number, soon: number): string {
  if (overdue === 0) return "due";
  return soon === 0 ? "overdue" : "overdue and due";
}

/** Due first, then by unit, then in the order the passport lists its tests. */
function inOrder(a: DueLine, b: DueLine): number {
  const rank = (line: DueLine) => testTypes.findIndex((type) => type.value === line.testType);
  return a.dueOn.localeCompare(b.dueOn) || a.tag.localeCompare(b.tag) || rank(a) - rank(b);
}

export function reminderMail(parts: {
  customer: string;
  contact: string;
  due: readonly DueLine[];
  fleetUrl: string;
  stopUrl: string;
  /** India's date when the e-mail is made: a test due before it is overdue. */
  today: string;
}) {
  const desk = company.phones[0];
  const sorted = [...parts.due].sort(inOrder);
  const overdue = sorted.filter((line) => isOverdue(line.dueOn, parts.today));
  const soon = sorted.filter((line) => !isOverdue(line.dueOn, parts.today));
  // The test's label as the passport writes it: "Dissolved gas analysis (DGA)", never lowercased.
  const bullet = (line: DueLine, when: string) =>
    `• ${line.tag}: ${labelOf(testTypes, line.testType)} ${when} ${longDay(line.dueOn)}`;
  const group = (intro: string, lines: DueLine[], when: string) =>
    lines.length
      ? [
          `These tests of ${parts.customer}'s transformers ${intro}:`,
          ...lines.map((line) => bullet(line, when)),
          "",
        ]
      : [];
  const lines = [
    `Dear ${parts.contact},`,
    "",
    ...group("are overdue", overdue, "overdue since"),
    ...group("fall due soon", soon, "due by"),
    `Each unit's history, its condition and what is due next are on your fleet page:\n${parts.fleetUrl}\nAnyone with this link can see your fleet, so keep it within your team.`,
    "",
    `To book the sampling, reply to this e-mail or call ${desk.display}.`,
    "",
    `To stop these reminders for your address: ${parts.stopUrl}`,
    "",
    `${company.shortName}, transformer services`,
  ];
  const text = lines.join("\n");
  const linkify = (escaped: string) =>
    [parts.fleetUrl, parts.stopUrl].reduce(
      (html, url) =>
        html.replace(escapeMarkup(url), `<a href="${escapeMarkup(url)}">${escapeMarkup(url)}</a>`),
      escaped,
    );
  const html = `<!doctype html><html><body>${text
    .split("\n\n")
    .map((paragraph) => `<p style="white-space:pre-line">${linkify(escapeMarkup(paragraph))}</p>`)
    .join("")}</body></html>`;
  return {
    subject:
      `Transformer tests ${subjectWord(overdue.length, soon.length)}: ${parts.due.length} at ${parts.customer}`.slice(
        0,
        200,
      ),
    text,
    html,
  };
}
