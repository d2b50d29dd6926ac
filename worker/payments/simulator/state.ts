/**
 * The local simulator's state (local mode only, `npm start`): one per isolate, in memory (a
 * restart forgets its charges, as a fresh sandbox would). worker/payments/clients.ts sends the
 * providers' API calls here when no `*_API_URL` is set.
 */
import { newSimState, simulateProviderApi } from './api';

export const simulatorState = newSimState();

/** A fetch that answers the providers' API in-process; checkout pages are relative (`/dev/pay/…`). */
export const simulatorFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  return simulateProviderApi(request, simulatorState, { checkoutBase: '' });
};
