/**
 * The loader and action of /verify/<number>: rendered for each request, never cached or indexed,
 * every lookup and file check counted against the client address's budget before any work.
 */

import { data, type RouterContextProvider, redirect } from "react-router";
import { addressKey } from "#app/lib/client-address.ts";
import { type FormLimits, FormReadError, readForm } from "#app/lib/form-data.server.ts";
import { clientIpContext } from "#app/lib/request-context.ts";
import { reportsContext } from "./context.ts";
import { fileOfLink } from "./links.server.ts";
import { formatReportNumber, numberSlug, parseReportNumber } from "./number.ts";
import { revisionsOf, revisionWithHash, sha256Hex } from "./queries.server.ts";
import type { ReportsService } from "./start.server.ts";
import { numberFromPath, verifyView } from "./verify-data.server.ts";
import { maxFileBytes, type VerifyRefusal, type VerifyResult } from "./verify-types.ts";

export const verifyHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

type Context = Readonly<RouterContextProvider>;

function service(context: Context): ReportsService {
  const found = context.get(reportsContext);
  if (!found) throw new Error("Issued reports are missing from the request context");
  return found;
}

function refuse(refusal: VerifyRefusal, status: number, headers: Record<string, string> = {}) {
  return data(refusal, { status, headers: { ...verifyHeaders, ...headers } });
}

async function withinLimit(context: Context) {
  const verdict = await service(context).verifyLimiter.consume(
    `verify:${addressKey(context.get(clientIpContext) ?? "unknown")}`,
  );
  if (!verdict.ok)
    throw refuse({ kind: "limited", retryAfterSeconds: verdict.retryAfterSeconds }, 429, {
      "Retry-After": String(verdict.retryAfterSeconds),
    });
}

/** The number of the address, or the "no such report" page (404) for anything else. */
function numberOf(splat: string | undefined): string {
  const number = numberFromPath(splat);
  // Not a number we use: the page says so without repeating what was typed.
  if (!number) throw refuse({ kind: "unknown", number: null }, 404);
  return number;
}

/** /verify?number=… (the form on /verify): the report's own address, or the form again. */
export function verifySearchLoader(request: Request) {
  const typed = new URL(request.url).searchParams.get("number");
  if (typed === null) return { typed: "", error: null };
  const parsed = parseReportNumber(typed);
  if (parsed) throw redirect(`/verify/${numberSlug(formatReportNumber(parsed))}`, 303);
  return {
    typed: typed.slice(0, 40),
    error: "Enter the number as printed at the top of the report, for example VPS/TR/2026/000123.",
  };
}

export async function verifyLoader(request: Request, splat: string | undefined, context: Context) {
  await withinLimit(context);
  const number = numberOf(splat);
  const rev = new URL(request.url).searchParams.get("rev");
  const revision = rev !== null && /^\d{1,3}$/.test(rev) ? Number(rev) : undefined;
  const view = verifyView(await revisionsOf(service(context).database, number), revision);
  if (!view) throw refuse({ kind: "unknown", number }, 404);
  return data(view, { headers: verifyHeaders });
}

const verifyFormLimits: FormLimits = {
  maxFields: 4,
  maxFiles: 1,
  maxPartBytes: maxFileBytes,
  maxTotalBytes: maxFileBytes + 64 * 1024,
};

const fileMessages = {
  missing: "Choose the PDF file of the report to check it.",
  oneFile: "Choose one PDF file: a report is checked one file at a time.",
  tooLarge: `The file is larger than ${maxFileBytes / 1_048_576} MB. An issued report is far smaller: choose the PDF file we sent.`,
};

export async function verifyAction(request: Request, splat: string | undefined, context: Context) {
  await withinLimit(context);
  const number = numberOf(splat);
  let sha256: string | undefined;
  let size = 0;
  let fileName = "";
  try {
    await readForm(request, verifyFormLimits, async (file) => {
      if (file.fieldName !== "file") return null;
      const bytes = new Uint8Array(await file.arrayBuffer());
      size = bytes.byteLength;
      fileName = file.name.slice(0, 120);
      sha256 = size > 0 ? sha256Hex(bytes) : undefined;
      return null;
    });
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    // Too many parts (three files) is not a file too large: each says what it is.
    const message =
      error.reason === "tooLarge"
        ? fileMessages.tooLarge
        : error.reason === "tooManyFields"
          ? fileMessages.oneFile
          : error.message;
    return data<VerifyResult>(
      { ok: false, error: message },
      { status: error.status, headers: verifyHeaders },
    );
  }
  if (!sha256)
    return data<VerifyResult>(
      { ok: false, error: fileMessages.missing },
      { status: 400, headers: verifyHeaders },
    );
  const revision = await revisionWithHash(service(context).database, number, sha256);
  return data<VerifyResult>(
    { ok: true, sha256, size, fileName, revision: revision ?? null },
    { headers: verifyHeaders },
  );
}

/** /report-files/<token>: the PDF an e-mail links to, as issued, or 404 (counted like a lookup). */
export async function reportFileLoader(token: string | undefined, context: Context) {
  await withinLimit(context);
  const file = await fileOfLink(service(context).database, token ?? "");
  if (!file)
    throw new Response("This link is not valid or has expired. Ask us for the report again.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...verifyHeaders },
    });
  return new Response(new Uint8Array(file.pdf), {
    headers: {
      ...verifyHeaders,
      "Content-Type": "application/pdf",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `attachment; filename="${numberSlug(file.number)}-revision-${file.revision}.pdf"`,
    },
  });
}
