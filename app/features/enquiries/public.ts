/**
 * What other features may use of the enquiries feature: the text clean-up and the Indian mobile
 * rule every form shares, with its message. Client code (the forms) imports this file, so it never
 * pulls in a *.server.ts module: server code uses public.server.ts. Anything else stays inside.
 */
export { cleanLine, cleanText, messages, phonePattern } from "./fields.ts";
export { useFormToken } from "./use-form-token.ts";
