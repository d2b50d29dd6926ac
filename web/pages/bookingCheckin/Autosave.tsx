/**
 * The check-in form's draft, saved as the guest goes (issue 28): an island hydrated at load on
 * /reserva/:token/check-in. It listens to the (server-rendered, plain) form and, a moment after
 * the guest stops typing, sends every field to booking.checkin.saveDraft, which keeps them
 * encrypted; reopening the link shows them again. It says what it did in a polite live region.
 * Without JavaScript the form's "save and continue later" button does the same.
 */
import { useEffect, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { LOCALE_TAGS, type Locale } from '../../../shared/locales';
import { DRAFT_FIELD } from '../../../shared/journey/checkin-form';
import * as css from './checkin.css';

export interface AutosaveProps {
  token: string;
  formId: string;
}

/** The procedure, called as plain JSON (web/trpc/client.ts's API_URL; its module would bring @trpc/client along). */
const SAVE_DRAFT_URL = '/api/trpc/booking.checkin.saveDraft';

/** How long after the last keystroke the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1200;

type State = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed' };

/** The form's fields a draft keeps (buttons and anything else left out). */
export function draftFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string' && DRAFT_FIELD.test(name)) fields[name] = value.slice(0, 300);
  });
  return fields;
}

export function CheckinAutosave({ token, formId }: AutosaveProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.journey.checkin;
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = JSON.stringify(draftFields(form));
    let inFlight: Promise<void> = Promise.resolve();
    const save = () => {
      const fields = draftFields(form);
      const text = JSON.stringify(fields);
      if (text === last) return;
      last = text;
      setState({ kind: 'saving' });
      inFlight = inFlight.then(async () => {
        try {
          const res = await fetch(SAVE_DRAFT_URL, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ token, fields }),
            credentials: 'same-origin',
          });
          if (!res.ok) throw new Error(String(res.status));
          setState({ kind: 'saved', at: new Date() });
          form.dataset.draftSaved = String(Date.now());
        } catch {
          last = '';
          setState({ kind: 'failed' });
        }
      });
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(save, AUTOSAVE_DELAY_MS);
    };
    // The form itself posted (saved, or "save and continue later"): no draft may land after it.
    const stop = () => clearTimeout(timer);
    form.addEventListener('input', schedule);
    form.addEventListener('change', schedule);
    form.addEventListener('submit', stop);
    form.dataset.autosave = 'on';
    return () => {
      stop();
      form.removeEventListener('input', schedule);
      form.removeEventListener('change', schedule);
      form.removeEventListener('submit', stop);
    };
  }, [token, formId]);

  const time = state.kind === 'saved' ? state.at.toLocaleTimeString(LOCALE_TAGS[locale as Locale].lang, { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <p className={css.muted} role="status" data-testid="checkin-autosave" data-state={state.kind}>
      {state.kind === 'saving' ? t.autosaving() : state.kind === 'saved' ? t.autosaved({ time }) : state.kind === 'failed' ? t.autosaveFailed() : ''}
    </p>
  );
}
