/**
 * The `books` dictionary for parts that load it late (the reservation page's Books part loads it
 * with its code, so it stays out of that page's budget). The context's LL is built before a
 * late namespace arrives, so this reads the loaded dictionaries afresh; the server has every
 * dictionary loaded, so its HTML and the first client render agree.
 */
import { useI18nContext } from '../i18n/i18n-react';
import { i18nObject, loadedLocales } from '../i18n/i18n-util';
import { loadNamespaceAsync } from '../i18n/i18n-util.async';
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '../../shared/bootstrap';

export function useBooksTexts() {
  const { locale } = useI18nContext();
  return i18nObject(locale).books;
}

/** Loads the page's locale's `books` dictionary in the browser (nothing to do once loaded). */
export async function loadBooksTexts(): Promise<void> {
  if (typeof document === 'undefined') return; // the server has every dictionary
  const element = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return;
  const { locale } = JSON.parse(element.textContent) as Pick<Bootstrap, 'locale'>;
  if (!loadedLocales[locale]?.books) await loadNamespaceAsync(locale, 'books');
}
