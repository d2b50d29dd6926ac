import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { island } from '../../islands/Island';
import type { Listing } from '../../../shared/properties/listing';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import { DEFAULT_CRITERIA, GUESTS, PARAM, hasActiveFilters, parseSearch, searchProperties, toQueryString, type SearchCriteria } from '../../../shared/search';
import { SearchBar, type SearchDraft } from './SearchBar';
import { Filters } from './Filters';
import { Results } from './Results';
import { listingTexts } from './marketplace/texts';
import * as css from './properties.css';

/** The stay a search prices its cards for (their totals are the server's, for these only). */
const stayKey = (criteria: Pick<SearchCriteria, 'checkIn' | 'checkOut' | 'guests'>) => (criteria.checkIn && criteria.checkOut ? `${criteria.checkIn}/${criteria.checkOut}/${criteria.guests}` : '');

const draftOf = (criteria: SearchCriteria): SearchDraft => ({
  location: criteria.location,
  checkIn: criteria.checkIn,
  checkOut: criteria.checkOut,
  guests: String(criteria.guests),
});

/** The search form (bar, filters, results): the page's island, live from its first use. */
function MarketplaceSearch() {
  const { LL } = useI18nContext();
  const { search, queries } = useBootstrap();
  const priced = useMemo(() => readDehydratedQuery<Listing[]>(queries, 'marketplace.listings') ?? [], [queries]);
  const href = useHref();
  const initial = useMemo(() => parseSearch(search), [search]);
  const [criteria, setCriteria] = useState<SearchCriteria>(initial.criteria);
  // The cards' stay totals are for the search the server rendered; once the dates are cleared
  // the cards go back to "from" (a search with other dates loads the page again: submit).
  const pricedFor = stayKey(initial.criteria);
  const listings = useMemo(
    () => (stayKey(criteria) === pricedFor ? priced : priced.map(({ stay: _stay, ...listing }) => listing)),
    [priced, pricedFor, criteria],
  );
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
    // Other dates or guests: the server prices every card for them (the page is rendered anew).
    if (stayKey(parsed.criteria) && stayKey(parsed.criteria) !== pricedFor) {
      window.location.assign(`${action}${toQueryString(parsed.criteria)}`);
      return;
    }
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

export default island(MarketplaceSearch, { namespaces: ['properties'] });
