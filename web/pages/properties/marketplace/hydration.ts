import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while rendering on the server and during hydration, true afterwards: widgets that
 * only work with JavaScript can keep their no-JavaScript fallback in the server HTML and drop
 * it once the page is interactive, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
