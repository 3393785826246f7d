/**
 * A `<style>` or `<script>` whose text only the server has: the site's stylesheet (the first
 * paint waits for no other request), the typeface's faces and rules and the head scripts
 * (decision 0022), the scroll-restoring script. The browser's bundle leaves the texts out
 * (callers pass "" there) and hydration keeps what the server sent, as React does not rewrite an
 * element's inner HTML when it hydrates it.
 */
export function ServerText({
  tag,
  text,
  nonce,
}: {
  tag: "style" | "script";
  text: string;
  nonce?: string;
}) {
  const Tag = tag;
  return (
    <Tag
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, rules and scripts.
      dangerouslySetInnerHTML={{ __html: text }}
      suppressHydrationWarning
    />
  );
}
