/**
 * What other features may use of the enquiries feature: the Indian mobile rule every form
 * shares, with its message (text clean-up is in app/lib/clean-text.ts). Client code (the forms)
 * imports this file, so it never pulls in a *.server.ts module: server code uses
 * public.server.ts. Anything else stays inside.
 */
export { messages, phonePattern } from "./fields.ts";
export { useFormToken } from "./use-form-token.ts";
