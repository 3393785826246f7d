import { useEffect, useRef, useState } from "react";

/**
 * The server's token for the form on screen (see form-token.server.ts). The enquiry pages are
 * prerendered, so the token cannot be in their HTML: the browser asks for one when the form
 * appears, and every answer of the action brings the next. Without a token an enquiry is still
 * stored, but held for a person to look at.
 *
 * Each token comes with how long a send of it must wait: a send sooner than the fill time after
 * a fresh token is judged a bot's, and a visitor who filled the form while the scripts loaded
 * may send the moment they run. `readyAt` is when the form may go (0: at once).
 */
export function useFormToken(fromServer = "") {
  const [token, setToken] = useState(fromServer);
  const readyAt = useRef(0);
  const set = (next: string, waitMs = 0) => {
    readyAt.current = Date.now() + waitMs;
    setToken(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `set` writes a ref and a state setter
  useEffect(() => {
    if (fromServer) return;
    void (async () => {
      try {
        const response = await fetch("/api/form-token", {
          headers: { Accept: "application/json" },
        });
        const body = (await response.json()) as { token?: string; waitMs?: number };
        if (response.ok && body.token) set(body.token, body.waitMs);
      } catch {
        // Offline or blocked: the enquiry goes through and is held for review.
      }
    })();
  }, [fromServer]);
  return { token, set, readyAt };
}
