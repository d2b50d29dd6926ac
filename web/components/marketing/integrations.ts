/**
 * The integrations the marketing pages show, by type. Partner names are shown as plain text
 * wordmarks drawn by the project (Wordmark.tsx), never as copied logos. Type names and what
 * each type does are translated in the `integracoes` dictionary namespace, keyed by type id.
 */
export const INTEGRATION_TYPES = ['ota', 'metasearch', 'payments', 'communication', 'revenue', 'locks', 'accounting', 'analytics', 'automation'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

export const INTEGRATIONS: Readonly<Record<IntegrationType, readonly string[]>> = {
  ota: ['Booking.com', 'Airbnb', 'Expedia', 'Decolar', 'Hotels.com', 'Vrbo', 'Agoda', 'Trip.com', 'Hostelworld', 'Despegar'],
  metasearch: ['Google Hotel Ads', 'Tripadvisor', 'Trivago', 'Kayak'],
  payments: ['Stripe', 'PayPal', 'Mercado Pago', 'PagSeguro', 'Cielo', 'Pix', 'BitPay'],
  communication: ['WhatsApp', 'Gmail', 'Outlook', 'Mailchimp'],
  revenue: ['PriceLabs', 'Wheelhouse', 'Beyond'],
  locks: ['Nuki', 'TTLock', 'Yale'],
  accounting: ['Conta Azul', 'Omie', 'QuickBooks'],
  analytics: ['Google Analytics', 'Google Tag Manager', 'Meta Pixel'],
  automation: ['Zapier', 'Make', 'Webhooks'],
};

/** The main integrations: the /integracoes logo grid and the home page carousel, in this order. */
export const MAIN_INTEGRATIONS = [
  'Booking.com', 'Airbnb', 'Expedia', 'Decolar', 'Google Hotel Ads', 'Tripadvisor',
  'Hotels.com', 'Vrbo', 'Agoda', 'Trivago', 'Hostelworld', 'Despegar',
] as const;

/** Payment and technology partners of the home page's partners carousel. */
export const PARTNERS = ['Stripe', 'PayPal', 'Mercado Pago', 'PagSeguro', 'Cielo', 'WhatsApp', 'Google', 'Mailchimp', 'PriceLabs', 'Nuki', 'Zapier', 'Conta Azul'] as const;

/** Integrations of one type among all of them. */
export function typeOf(name: string): IntegrationType | undefined {
  return INTEGRATION_TYPES.find((type) => INTEGRATIONS[type].includes(name));
}

/** Splits a list into groups of `size` (the slides of a logo carousel). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}
