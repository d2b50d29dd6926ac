/**
 * A unit's "add a calendar" form (web/pages/dashboardChannels/index.tsx): a part of its own,
 * server HTML until first used (its RadioGroup and the edge's schema stay out of the page's first load).
 */
import { useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Radio, RadioGroup, Text, TextField } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { button } from '../../theme/ui.css';
import { channelsApi, feedErrorText } from '../../workspace/channels-api';
import { addFeedSchema, FEED_CHANNELS, type FeedChannel } from '../../../shared/channels/feeds';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import * as css from './channels.css';

function urlProblem(LL: TranslationFunctions, message: string): string {
  if (message === 'url_required' || message === 'url_invalid' || message === 'url_too_long' || message === 'too_many_feeds') return LL.channelSync.form[message]();
  if (message.startsWith('url_')) return feedErrorText(LL, message.slice(4));
  return LL.channelSync.form.url_invalid();
}

export function AddFeedForm({ unitId, propertyId }: { unitId: number; propertyId: number | undefined }) {
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
