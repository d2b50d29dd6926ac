import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { Island } from '../../islands/Island';
import { container, lead, pageHeader } from '../../theme/ui.css';
import type { Listing } from '../../../shared/properties/listing';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import type { HeadInfo, HeadInput } from '../types';
import { DEFAULT_CRITERIA, GUESTS, PARAM, hasActiveFilters, parseSearch, searchProperties, toQueryString, type SearchCriteria } from '../../../shared/search';
import { SearchBar, type SearchDraft } from './SearchBar';
import { Filters } from './Filters';
import { Results } from './Results';
import { listingTexts } from './marketplace/texts';
import * as css from './properties.css';

const draftOf = (criteria: SearchCriteria): SearchDraft => ({
  location: criteria.location,
  checkIn: criteria.checkIn,
  checkOut: criteria.checkOut,
  guests: String(criteria.guests),
});

/**
 * /properties: the demo marketplace search. The query string is the search (shareable and
 * rendered on the server); the page is one GET form, so it works without JavaScript. With
 * JavaScript every filter applies at once and the URL follows with history.replaceState.
 */
/** The published listings, read on the server and shipped in the bootstrap (no request after hydration). */
export async function resolveHead({ api, locale }: HeadInput): Promise<HeadInfo> {
  await api.marketplace.listings.fetch({ locale });
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
        <Island name="marketplace" component={MarketplaceSearch} props={{}} />
      </div>
    </>
  );
}

/** The search form (bar, filters, results): the page's island, live from its first use. */
export function MarketplaceSearch() {
  const { LL } = useI18nContext();
  const { search, queries } = useBootstrap();
  const listings = useMemo(() => readDehydratedQuery<Listing[]>(queries, 'marketplace.listings') ?? [], [queries]);
  const href = useHref();
  const initial = useMemo(() => parseSearch(search), [search]);
  const [criteria, setCriteria] = useState<SearchCriteria>(initial.criteria);
  const [adjustments, setAdjustments] = useState(initial.adjustments);
  const [draft, setDraft] = useState<SearchDraft>(() => draftOf(initial.criteria));
  const action = href('/properties');

  const results = useMemo(
    // A location matches the listing's location in this language or its local city name.
    () => searchProperties(listings, criteria, (property) => [listingTexts(LL, property).location, property.address.city]),
    [listings, criteria, LL],
  );

  // The address bar always shows the search in use, in its canonical form.
  useEffect(() => {
    const url = `${action}${toQueryString(criteria)}`;
    if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(window.history.state, '', url);
  }, [action, criteria]);

  const update = (patch: Partial<SearchCriteria>) => {
    setCriteria((previous) => ({ ...previous, ...patch }));
    setAdjustments([]);
  };

  // Search applies the bar's fields through the same parser as a URL, so typed nonsense is
  // clamped and reported exactly as it would be from a shared link.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams(toQueryString({ ...criteria, location: '', checkIn: null, checkOut: null, guests: GUESTS.default }));
    params.set(PARAM.location, draft.location);
    if (draft.checkIn) params.set(PARAM.checkIn, draft.checkIn);
    if (draft.checkOut) params.set(PARAM.checkOut, draft.checkOut);
    params.set(PARAM.guests, draft.guests);
    const parsed = parseSearch(params);
    setCriteria(parsed.criteria);
    setAdjustments(parsed.adjustments);
    setDraft(draftOf(parsed.criteria));
  };

  const clear = () => {
    const cleared = { ...DEFAULT_CRITERIA, sort: criteria.sort };
    setCriteria(cleared);
    setAdjustments([]);
    setDraft(draftOf(cleared));
  };

  return (
    <form className={css.form} method="get" action={action} onSubmit={submit} noValidate>
      <SearchBar draft={draft} onDraftChange={setDraft} />
      <div className={css.layout}>
        <Filters criteria={criteria} onChange={update} clearHref={action} onClear={clear} showClear={hasActiveFilters(criteria)} />
        <Results criteria={criteria} results={results} adjustments={adjustments} onSort={(sort) => update({ sort })} clearHref={action} onClear={clear} />
      </div>
    </form>
  );
}
