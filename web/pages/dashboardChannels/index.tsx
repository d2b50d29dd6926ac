import { useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell } from '../../workspace/WorkspaceShell';
import { button, card } from '../../theme/ui.css';
import { ConflictsPanel } from '../../workspace/ConflictsPanel';
import { channelsApi, feedErrorText } from '../../workspace/channels-api';
import { addFeedSchema, FEED_CHANNELS, type FeedChannel } from '../../../shared/channels/feeds';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { HeadInfo, HeadInput, PageProps } from '../types';
import type { inferRouterOutputs } from '@trpc/server';
import type { ChannelsApiRouter } from '../../../worker/trpc/routers/host/channels';
import * as css from './channels.css';

/** `?property=<id>`; absent = the host's first property. */
function propertyFrom(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get('property'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

// Until host.channels is composed into the root router, the helpers' type has no `host`.
type ChannelsHelpers = { host?: { channels?: { list: { fetch(input: { propertyId?: number }): Promise<unknown> }; conflicts: { fetch(input: { propertyId?: number }): Promise<unknown> } } } };

/** Renders the feeds and conflicts on the server (prefetched into the dehydrated cache). */
export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const channels = (api as unknown as ChannelsHelpers).host?.channels;
  if (!channels) return { noindex: true };
  const input = { propertyId: propertyFrom(search) };
  try {
    await Promise.all([channels.list.fetch(input), channels.conflicts.fetch(input)]);
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
  const propertyId = propertyFrom(search);
  const list = channelsApi.host.channels.list.useQuery({ propertyId });
  return (
    <>
      <p className={css.note}>{LL.channelSync.bookingNote()}</p>
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
      <AddFeedForm unitId={unit.unitId} propertyId={propertyId} />
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
      {problems.length === 0 ? (
        <span className={css.healthOk}>{LL.channelSync.feeds.ok()}</span>
      ) : (
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
        <Button className={button.ghost} onPress={() => remove.mutate({ id: feed.id })} isDisabled={remove.isPending} aria-label={LL.channelSync.feeds.removeLabel({ channel })}>
          {LL.channelSync.feeds.remove()}
        </Button>
      </div>
      <p className={css.status} role="status">
        {result}
      </p>
    </li>
  );
}

/** A zod issue message or an edge refusal ('url_blocked_address', 'too_many_feeds') in words. */
function urlProblem(LL: TranslationFunctions, message: string): string {
  if (message === 'url_required' || message === 'url_invalid' || message === 'url_too_long' || message === 'too_many_feeds') return LL.channelSync.form[message]();
  if (message.startsWith('url_')) return feedErrorText(LL, message.slice(4));
  return LL.channelSync.form.url_invalid();
}

function AddFeedForm({ unitId, propertyId }: { unitId: number; propertyId: number | undefined }) {
  const { LL } = useI18nContext();
  const utils = channelsApi.useUtils();
  const [url, setUrl] = useState('');
  const [channel, setChannel] = useState<FeedChannel>('airbnb');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const add = channelsApi.host.channels.addFeed.useMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('');
    const parsed = addFeedSchema.safeParse({ unitId, url, channel });
    if (!parsed.success) {
      setUrlError(urlProblem(LL, parsed.error.issues.find((issue) => issue.path[0] === 'url')?.message ?? 'url_invalid'));
      return;
    }
    setUrlError(null);
    try {
      await add.mutateAsync(parsed.data);
      await utils.host.channels.list.invalidate({ propertyId });
      setUrl('');
      setStatus(LL.channelSync.form.added());
    } catch (error) {
      const issues = (error as { data?: { issues?: { field: string; message: string }[] | null } | null }).data?.issues;
      const issue = issues?.find((item) => item.field === 'url');
      if (issue) setUrlError(urlProblem(LL, issue.message));
      else setStatus(LL.channelSync.errors.unknown());
    }
  }

  const titleId = `add-feed-${unitId}`;
  return (
    <Form onSubmit={submit} aria-labelledby={titleId} validationErrors={urlError ? { url: urlError } : {}} validationBehavior="aria">
      <h3 id={titleId} className={css.subTitle}>
        {LL.channelSync.form.title()}
      </h3>
      <div className={css.stack}>
        <TextField
          name="url"
          type="url"
          className={css.field}
          value={url}
          onChange={(value) => {
            setUrl(value);
            setUrlError(null);
          }}
          isInvalid={urlError !== null}
        >
          <Label>{LL.channelSync.form.url()}</Label>
          <Input className={css.input} inputMode="url" autoComplete="off" spellCheck={false} />
          <Text slot="description" className={css.help}>
            {LL.channelSync.form.urlHelp()}
          </Text>
          <FieldError className={css.error}>{urlError}</FieldError>
        </TextField>
        <RadioGroup value={channel} onChange={(value) => setChannel(value as FeedChannel)} orientation="horizontal">
          <Label>{LL.channelSync.form.channel()}</Label>
          <div className={css.radios}>
            {FEED_CHANNELS.map((option) => (
              <Radio key={option} value={option} className={css.radio}>
                {LL.channelSync.channel[option]()}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <div>
          <Button type="submit" className={button.primary} isDisabled={add.isPending}>
            {add.isPending ? LL.channelSync.form.adding() : LL.channelSync.form.submit()}
          </Button>
        </div>
        <p className={css.status} role="status">
          {status}
        </p>
      </div>
    </Form>
  );
}
