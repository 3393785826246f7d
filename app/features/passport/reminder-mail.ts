/**
 * The reminder e-mail to one contact: the units whose tests fall due, the fleet link, and the link
 * that stops reminders for this contact. Only the company's own data and links appear in it.
 */
import { company } from "#app/lib/company.ts";
import { escapeMarkup } from "#app/lib/escape.ts";
import { labelOf, testTypes } from "./options.ts";

export type DueLine = { tag: string; testType: string; dueOn: string };

function day(value: string): string {
  return new Date(`${value}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function reminderMail(parts: {
  customer: string;
  contact: string;
  due: readonly DueLine[];
  fleetUrl: string;
  stopUrl: string;
}) {
  const desk = company.phones[0];
  const units = parts.due.map(
    (line) =>
      `• ${line.tag}: ${labelOf(testTypes, line.testType).toLowerCase()} due by ${day(line.dueOn)}`,
  );
  const lines = [
    `Dear ${parts.contact},`,
    "",
    `These tests of ${parts.customer}'s transformers fall due soon:`,
    ...units,
    "",
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
    subject: `Transformer tests due: ${parts.due.length} at ${parts.customer}`.slice(0, 200),
    text,
    html,
  };
}
