import type { EnquiryActionData } from "./action.server.ts";
import { messages } from "./fields.ts";

/**
 * The browser's side of an enquiry route's action, which the route exports as its `clientAction`:
 * a post that never reached the server (offline, refused, a server error) is the form's failure,
 * shown with the form, not the route's error page.
 */
export async function guardedServerAction({
  serverAction,
}: {
  serverAction: () => Promise<EnquiryActionData>;
}): Promise<EnquiryActionData> {
  try {
    return await serverAction();
  } catch (error) {
    console.error(error);
    return { ok: false, formError: messages.failure, fieldErrors: {}, values: {}, formToken: "" };
  }
}
