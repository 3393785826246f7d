/**
 * What other features may use of the enquiries feature: the text clean-up and the Indian mobile
 * rule every form shares, with its message. Anything else stays inside the feature.
 */
export { cleanLine, cleanText, messages, phonePattern } from "./schema.ts";
