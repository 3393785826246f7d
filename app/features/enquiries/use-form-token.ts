import { useCallback, useEffect, useState } from "react";

/**
 * The server's token for the form on screen (see form-token.server.ts). A page rendered by the
 * server after a post carries one already; otherwise the browser asks for one when the form
 * appears. Without a token an enquiry is still stored, but held for a person to look at.
 */
export function useFormToken(fromServer = "") {
  const [token, setToken] = useState(fromServer);
  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/api/form-token", { headers: { Accept: "application/json" } });
      const body = (await response.json()) as { token?: string };
      if (response.ok && body.token) setToken(body.token);
    } catch {
      // Offline or blocked: the enquiry goes through and is held for review.
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { token, refresh };
}
