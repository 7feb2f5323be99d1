/** Text placed inside HTML (an attribute or an element) by Glentia's own pages and e-mails. */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON inside a `<script>` element (link previews' JSON-LD, the first screen's data): `<` is
 * written `\u003c`, so no text inside (an event description, say) can close the script element;
 * U+2028/2029 are escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A person's plain text (a description, a name) as HTML: every character shown as typed, never
 * read as markup, and its line breaks kept as `<br>`.
 */
export function plainTextToHtml(text: string): string {
  return escapeHtml(text).replace(/\r\n?|\n/g, '<br>\n');
}
