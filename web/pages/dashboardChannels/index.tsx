import { Suspense, useState } from 'react';
import { Button, Input, Label, Text, TextField } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell, propertyParam } from '../../workspace/WorkspaceShell';
import { button, card } from '../../theme/ui.css';
import { ConflictsPanel } from '../../workspace/ConflictsPanel';
import { channelsApi, feedErrorText } from '../../workspace/channels-api';
import { lazyPart } from '../../lazy-part';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import type { inferRouterOutputs } from '@trpc/server';
import type { ChannelsApiRouter } from '../../../worker/trpc/routers/host/channels';
import * as css from './channels.css';
import { AskFirst } from '../../workspace/stays/AskFirst';
import { ChannelManager } from './ChannelManager';

/** The add-feed form: server HTML, its code fetched when the host first uses it (what is typed meanwhile is kept). */
const AddFeedForm = lazyPart(() => import('./AddFeedForm').then((module) => module.AddFeedForm), { hydrate: 'interaction' });


// Until host.channels is composed into the root router, the helpers' type has no `host`.
type ChannelsHelpers = { host?: { channels?: { list: { fetch(input: { propertyId?: number }): Promise<unknown> }; conflicts: { fetch(input: { propertyId?: number }): Promise<unknown> } } } };

/** Renders the feeds and conflicts on the server (prefetched into the dehydrated cache). */
export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const channels = (api as unknown as ChannelsHelpers).host?.channels;
  if (!channels) return { noindex: true };
  const input = { propertyId: propertyParam(search) };
  try {
    // The channel manager's section (issue 41): the properties shown and each one's status.
    const properties = await api.host.properties.list.fetch();
    const shown = properties.filter((property) => input.propertyId === undefined || property.id === input.propertyId);
    await Promise.all([channels.list.fetch(input), channels.conflicts.fetch(input), ...shown.map((property) => api.host.channelManager.status.fetch({ propertyId: property.id }).catch(() => undefined))]);
  } catch (error) {
    const { code, message = '' } = error as { code?: string; message?: string };
    // Until host.channels is composed into the root router the path itself is unknown: the
    // page then loads its data in the browser. Only a property that is not the host's is a 404.
    if (code === 'NOT_FOUND' && /^No ("query"-)?procedure/.test(message)) return { noindex: true };
    if (code === 'NOT_FOUND') return { status: 404, noindex: true };
    throw error;
  }
  return { noindex: true };
}

export default function ChannelsPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="channels" title={LL.channelSync.title()} picker>
      <div className={css.stack}>
        <p className={css.note}>{LL.channelSync.lead()}</p>
        <Channels />
      </div>
    </WorkspaceShell>
  );
}

function Channels() {
  const { LL } = useI18nContext();
  const { search } = useBootstrap();
  const propertyId = propertyParam(search);
  const list = channelsApi.host.channels.list.useQuery({ propertyId });
  return (
    <>
      <p className={css.note}>{LL.channelSync.bookingNote()}</p>
      <ChannelManager propertyId={propertyId} />
      <ConflictsPanel propertyId={propertyId} />
      {list.isError && <p role="alert">{LL.channelSync.loadError()}</p>}
      {list.data?.length === 0 && <p>{LL.channelSync.noUnits()}</p>}
      {list.data?.map((unit) => <UnitChannels key={unit.unitId} unit={unit} propertyId={propertyId} />)}
    </>
  );
}

type Unit = inferRouterOutputs<ChannelsApiRouter>['host']['channels']['list'][number];
type Feed = Unit['feeds'][number];

function UnitChannels({ unit, propertyId }: { unit: Unit; propertyId: number | undefined }) {
  const { LL } = useI18nContext();
  const utils = channelsApi.useUtils();
  const [status, setStatus] = useState('');
  const regenerate = channelsApi.host.channels.regenerateExport.useMutation({
    onSuccess: async () => {
      await utils.host.channels.list.invalidate({ propertyId });
      setStatus(LL.channelSync.export.regenerated());
    },
    onError: () => setStatus(LL.channelSync.errors.unknown()),
  });
  async function copy() {
    try {
      await navigator.clipboard.writeText(unit.exportUrl);
      setStatus(LL.channelSync.export.copied());
    } catch {
      setStatus(LL.channelSync.errors.unknown());
    }
  }
  const headingId = `unit-${unit.unitId}`;
  return (
    <section className={card} aria-labelledby={headingId} data-testid={`unit-${unit.unitId}`}>
      <h2 id={headingId} className={css.unitTitle}>
        {LL.channelSync.unit({ name: unit.unitName })}
      </h2>
      <h3 className={css.subTitle}>{LL.channelSync.export.title()}</h3>
      <div className={css.row}>
        <TextField className={css.field} value={unit.exportUrl} isReadOnly>
          <Label>{LL.channelSync.export.label({ name: unit.unitName })}</Label>
          <Input className={css.input} />
          <Text slot="description" className={css.help}>
            {LL.channelSync.export.help()}
          </Text>
        </TextField>
        <Button className={button.secondary} onPress={copy}>
          {LL.channelSync.export.copy()}
        </Button>
        <Button className={button.ghost} onPress={() => regenerate.mutate({ unitId: unit.unitId })} isDisabled={regenerate.isPending}>
          {LL.channelSync.export.regenerate()}
        </Button>
      </div>
      <p className={css.status} role="status">
        {status}
      </p>

      <h3 className={css.subTitle}>{LL.channelSync.feeds.title()}</h3>
      {unit.feeds.length === 0 ? (
        <p>{LL.channelSync.feeds.empty()}</p>
      ) : (
        <ul className={css.feeds}>
          {unit.feeds.map((feed) => (
            <FeedItem key={feed.id} feed={feed} timeZone={unit.timeZone} propertyId={propertyId} />
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        <AddFeedForm unitId={unit.unitId} propertyId={propertyId} />
      </Suspense>
    </section>
  );
}

function FeedItem({ feed, timeZone, propertyId }: { feed: Feed; timeZone: string; propertyId: number | undefined }) {
  const { LL, locale } = useI18nContext();
  const utils = channelsApi.useUtils();
  const [result, setResult] = useState('');
  const refresh = () => Promise.all([utils.host.channels.list.invalidate({ propertyId }), utils.host.channels.conflicts.invalidate({ propertyId })]);
  const sync = channelsApi.host.channels.sync.useMutation({
    onSuccess: async (outcome) => {
      await refresh();
      setResult(outcome.error ? feedErrorText(LL, outcome.error) : LL.channelSync.feeds.synced(outcome));
    },
    onError: () => setResult(LL.channelSync.errors.unknown()),
  });
  const remove = channelsApi.host.channels.removeFeed.useMutation({ onSuccess: refresh, onError: () => setResult(LL.channelSync.errors.unknown()) });
  const when = feed.lastSuccessAt
    ? LL.channelSync.feeds.lastSuccess({ when: new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(feed.lastSuccessAt)) })
    : LL.channelSync.feeds.never();
  const problems = [feed.lastError ? feedErrorText(LL, feed.lastError) : null, feed.warning === 'empty_feed' ? LL.channelSync.feeds.emptyWarning() : null, feed.stale ? LL.channelSync.feeds.stale() : null].filter(
    (text): text is string => text !== null,
  );
  const channel = LL.channelSync.channel[feed.channel]();
  return (
    <li className={css.feed} data-testid={`feed-${feed.id}`}>
      <strong>{channel}</strong>
      <span className={css.feedUrl}>{feed.url}</span>
      <span>
        {when} · {LL.channelSync.feeds.events({ count: feed.events })}
      </span>
      {problems.length > 0 ? null : feed.lastSuccessAt ? (
        // "Working" only once a sync has worked: before the first one "not synced yet" says it all.
        <span className={css.healthOk}>{LL.channelSync.feeds.ok()}</span>
      ) : null}
      {problems.length === 0 ? null : (
        problems.map((text) => (
          <span key={text} className={css.healthBad}>
            {text}
          </span>
        ))
      )}
      <div className={css.row}>
        <Button className={button.primary} onPress={() => sync.mutate({ feedId: feed.id })} isDisabled={sync.isPending}>
          {sync.isPending ? LL.channelSync.feeds.syncing() : LL.channelSync.feeds.sync()}
        </Button>
        <AskFirst
          ask={() => ({ title: LL.channelSync.feeds.removeTitle({ channel }), body: LL.channelSync.feeds.removeBody(), confirm: LL.channelSync.feeds.remove(), keep: LL.channelSync.feeds.removeKeep() })}
          isPending={remove.isPending}
          onConfirm={() => remove.mutateAsync({ id: feed.id }).catch(() => undefined)}
        >
          {(open) => (
            <Button className={button.ghost} onPress={open} isDisabled={remove.isPending} aria-label={LL.channelSync.feeds.removeLabel({ channel })}>
              {LL.channelSync.feeds.remove()}
            </Button>
          )}
        </AskFirst>
      </div>
      <p className={css.status} role="status">
        {result}
      </p>
    </li>
  );
}

/** A zod issue message or an edge refusal ('url_blocked_address', 'too_many_feeds') in words. */
