/**
 * Cookies this site's own code writes in the browser (the language choice, saved listings):
 * never HttpOnly, since the page writes them; Secure whenever the site is served over https.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** A cookie's value as the browser holds it now, or undefined. */
export function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

export const ONE_YEAR_SECONDS = 31_536_000;
