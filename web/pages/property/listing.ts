import { useBootstrap } from '../../bootstrap-context';
import { readDehydratedQuery } from '../../trpc/dehydrated';
import type { Listing } from '../../../shared/properties/listing';

/**
 * The page's listing, as the server fetched it (the bootstrap's dehydrated
 * `marketplace.listing`): every island of the page reads it here instead of carrying it in its
 * props, so the HTML holds it once.
 */
export function useListing(): Listing {
  const { queries } = useBootstrap();
  const listing = readDehydratedQuery<Listing>(queries, 'marketplace.listing');
  if (!listing) throw new Error('useListing: the page has no listing');
  return listing;
}
