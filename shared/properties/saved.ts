/**
 * The listings a visitor saved (the heart on a property page): in this browser only, no account
 * needed, as a cookie so the server renders the button as it stands (the page then needs no
 * JavaScript at load to show it). Read by the server (marketplace.saved), written by the page
 * (web/pages/property/ShareSave.tsx). No page but the property page depends on it.
 */
export const SAVED_COOKIE = 'estadia_saved';

/** At most this many are kept (the oldest go first). */
export const SAVED_MAX = 50;

/** `1.7.12` → [1, 7, 12]; anything malformed is dropped. */
export function parseSaved(value: string | undefined | null): number[] {
  if (!value) return [];
  const ids = value
    .split('.')
    .filter((part) => /^[1-9]\d{0,8}$/.test(part))
    .map(Number);
  return [...new Set(ids)].slice(-SAVED_MAX);
}

export function serializeSaved(ids: readonly number[]): string {
  return [...new Set(ids)].slice(-SAVED_MAX).join('.');
}
