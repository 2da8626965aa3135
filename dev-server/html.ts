/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Serialises props for a data-props attribute (escaped for a double-quoted attribute). */
export function propsAttribute(props: unknown): string {
  return escapeHtml(JSON.stringify(props));
}

/** Serialises props for a `<script type="application/json">` block (no `</script>` break-out). */
export function jsonScript(props: unknown): string {
  return `<script type="application/json">${JSON.stringify(props).replace(/</g, "\\u003c")}</script>`;
}
