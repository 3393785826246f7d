import { useEffect, useState } from "react";

/**
 * The server's token for the form on screen (see form-token.server.ts). The enquiry pages are
 * prerendered, so the token cannot be in their HTML: the browser asks for one when the form
 * appears, and every answer of the action brings the next. Without a token an enquiry is still
 * stored, but held for a person to look at.
 */
export function useFormToken(fromServer = "") {
  const [token, setToken] = useState(fromServer);
  useEffect(() => {
    if (fromServer) return;
    void (async () => {
      try {
        const response = await fetch("/api/form-token", {
          headers: { Accept: "application/json" },
        });
        const body = (await response.json()) as { token?: string };
        if (response.ok && body.token) setToken(body.token);
      } catch {
        // Offline or blocked: the enquiry goes through and is held for review.
      }
    })();
  }, [fromServer]);
  return { token, set: setToken };
}
