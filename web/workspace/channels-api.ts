import { createTRPCReact } from '@trpc/react-query';
import type { ChannelsApiRouter } from '../../worker/trpc/routers/host/channels';
import type { TranslationFunctions } from '../i18n/i18n-types';

/**
 * Hooks typed for host.channels. They use tRPC's default React context, i.e. the client and
 * query cache of <TrpcProvider> (web/trpc/react.tsx); procedures are called by path
 * (host.channels.*). Why not `trpc` itself: the root router's type gets `host` when
 * worker/trpc/routers/host/index.ts composes it; then this can become `trpc`.
 */
export const channelsApi = createTRPCReact<ChannelsApiRouter>();

const FEED_ERRORS = ['invalid_url', 'insecure_url', 'blocked_address', 'too_many_redirects', 'timeout', 'network', 'http_status', 'too_large', 'not_calendar', 'truncated'] as const;

/** A stored feed error code ('timeout', 'http_status:503', …) in the reader's words. */
export function feedErrorText(LL: TranslationFunctions, code: string): string {
  const [name, status = ''] = code.split(':');
  if (name === 'http_status') return LL.channelSync.errors.http_status({ status });
  const known = FEED_ERRORS.find((error) => error === name);
  return known && known !== 'http_status' ? LL.channelSync.errors[known]() : LL.channelSync.errors.unknown();
}

/** 'YYYY-MM-DD' as the locale writes a date, without any time zone shifting it. */
export function formatCalendarDate(locale: string, date: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
