const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' } as const;

/** Escapes text for HTML text and double-quoted attribute values (the server's head, the calendar's chart body). */
export function escapeHtml(value: string): string {
  // Most texts have nothing to escape: tested first, they are returned as they are.
  return SPECIAL.test(value) ? value.replace(SPECIALS, (ch) => ENTITIES[ch as keyof typeof ENTITIES]) : value;
}

