// Text into HTML: escaping, and ids that are safe in a `#fragment`.

/** Escapes text for HTML element content and double-quoted attribute values. */
export function esc(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A string that is safe as an id and in a `#fragment`, kept readable (`eth_getBalance` stays as is). */
export function slug(value: unknown): string {
  return String(value)
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
