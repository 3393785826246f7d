/**
 * Escapes text for HTML and XML alike (element content and quoted attribute values): the five
 * characters that could end a value or start markup become references every parser knows.
 */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
