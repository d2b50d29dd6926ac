import { useI18nContext } from '../../i18n/i18n-react';
import { Island } from '../../islands/Island';
import { container, lead, pageHeader } from '../../theme/ui.css';
import type { HeadInfo, HeadInput } from '../types';
import marketplace from './marketplace.island';
import { parseSearch } from '../../../shared/search';

/**
 * /properties: the demo marketplace search. The query string is the search (shareable and
 * rendered on the server); the page is one GET form, so it works without JavaScript. With
 * JavaScript every filter applies at once and the URL follows with history.replaceState.
 */
/**
 * The published listings, read on the server and shipped in the bootstrap (no request after
 * hydration); a search with dates brings each card's stay total for them (issue 39).
 */
export async function resolveHead({ api, locale, search }: HeadInput): Promise<HeadInfo> {
  const { checkIn, checkOut, guests } = parseSearch(search).criteria;
  await api.marketplace.listings.fetch({ locale, ...(checkIn && checkOut ? { checkIn, checkOut, guests } : {}) });
  return {};
}

export default function PropertiesPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <header className={pageHeader}>
        <div className={container}>
          <h1>{LL.properties.list.heading()}</h1>
          <p className={lead}>{LL.properties.list.intro()}</p>
        </div>
      </header>
      <div className={container}>
        <Island of={marketplace} props={{}} />
      </div>
    </>
  );
}
