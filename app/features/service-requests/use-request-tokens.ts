import { useEffect, useState } from "react";
import { useFormToken } from "#app/features/enquiries/public.ts";
import { dayInIndia } from "#app/lib/india-day.ts";

/** A key for this display of the form: a resend of the same request is then harmless. */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Outside a secure context (plain HTTP on a LAN address) randomUUID is missing.
  return [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * What the prerendered page cannot carry in its HTML (issue 27): the form token, the
 * idempotency key and today's date. The server's values win when it sent some (the answer to a
 * refused post keeps the first ones); otherwise the browser asks /api/form-token for a token,
 * makes the key itself and reads today's date in India. Without JavaScript the form is posted
 * without them: the request is stored all the same, held for the desk to look at, as an
 * enquiry without a token is (decision 0015).
 */
export function useRequestTokens(fromServer: {
  formToken: string;
  idempotencyKey: string;
  today: string;
}) {
  const { token } = useFormToken(fromServer.formToken);
  const [key, setKey] = useState(fromServer.idempotencyKey);
  const [today, setToday] = useState(fromServer.today);
  useEffect(() => {
    setKey(fromServer.idempotencyKey || newKey());
  }, [fromServer.idempotencyKey]);
  useEffect(() => setToday(dayInIndia()), []);
  return { formToken: fromServer.formToken || token, idempotencyKey: key, today };
}
