/**
 * What the "Plans and extras" forms share (./PlansEditor.tsx, ./PromoCodes.tsx, ./AddonsForm.tsx):
 * the pricing data's types, a form's state (schema, then mutation; a refusal keeps the draft and
 * names the fields), a list with one form beside it, and the refresh after a save.
 */
import { useState } from 'react';
import { lazyPart } from '../../lazy-part';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { errorsOf, failureOf, sentence, type FieldErrors } from '../../workspace/editor/issues';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../worker/trpc/root';
import { LOCALE_TAGS } from '../../../shared/locales';
import { editedRow, namesPostOf, namesRowKey, type NamesKind, type NamesPost } from '../../../shared/host/names-form';
import { useBootstrap } from '../../bootstrap-context';

export const ConfirmDialog = lazyPart(() => import('../../workspace/stays/ConfirmDialog').then((module) => module.default));

export type Pricing = inferRouterOutputs<AppRouter>['host']['pricing']['get'];
export type RoomType = Pricing['roomTypes'][number];
export type Plan = RoomType['plans'][number];
export type Promo = Pricing['promoCodes'][number];
export type Addon = Pricing['addons'][number];
export type Messages = Record<string, () => string>;

export const messagesOf = (LL: TranslationFunctions) => LL.plansExtras.errors as unknown as Messages;
/** A whole number typed, or null when the field is empty (NaN). */
export const orNull = (value: number) => (Number.isFinite(value) ? value : null);
/** An amount in the currency of integer cents (for a MoneyField). */
export const fromCents = (cents: number) => cents / 100;

/**
 * A form's state: field errors (message codes), the form's error and its status line. `submit`
 * runs the schema, then the mutation; a refusal keeps the draft and names the fields.
 */
export function useFormState(posted?: NamesPost | null) {
  const { LL } = useI18nContext();
  const t = LL.plansExtras;
  // A no-JS post's answer (issue 39: names per language), shown as the form would have.
  const [errors, setErrors] = useState<FieldErrors>(posted?.errors ?? {});
  const [message, setMessage] = useState(() => (posted?.errors.form === 'NOT_FOUND' ? t.errors.notFound() : posted?.errors.form ? t.errors.unknown() : posted?.draft ? t.errors.fix() : ''));
  const [notice, setNotice] = useState(() => (posted?.saved ? t.saved() : ''));
  async function submit<T>(
    parsed: { success: true; data: T } | { success: false; error: { issues: readonly { path?: readonly PropertyKey[]; message: string }[] } },
    send: (data: T) => Promise<unknown>,
    done: string,
    conflict?: FieldErrors,
  ): Promise<boolean> {
    setNotice('');
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setMessage(t.errors.fix());
      return false;
    }
    setErrors({});
    setMessage('');
    try {
      await send(parsed.data);
      setNotice(done);
      return true;
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === 'CONFLICT' && conflict) {
        setErrors(conflict);
        setMessage(t.errors.fix());
      } else {
        setErrors(failure.fields);
        setMessage(failure.code === 'BAD_REQUEST' ? t.errors.fix() : failure.code === 'NOT_FOUND' ? t.errors.notFound() : t.errors.unknown());
      }
      return false;
    }
  }
  const error = (field: string) => sentence(messagesOf(LL), errors[field]);
  return { errors, error, message, notice, setNotice, submit };
}

/**
 * A list with one form beside it (plans, codes, add-ons): "Edit" loads a row into the form (its
 * heading takes the focus), saving or cancelling empties it; "Delete" asks first (ConfirmDialog)
 * and says what happened in the list's status line.
 */
export function useRowEditor<Row extends { id: number }, Draft>(options: {
  empty: () => Draft;
  toDraft: (row: Row) => Draft;
  titleId: string;
  archive: (id: number) => Promise<unknown>;
  deleted: string;
  form: { setNotice: (text: string) => void };
  /** The row the URL opens for editing (`?edit=`, the no-JS path of issue 39) and what a refused post typed. */
  initial?: { row: Row; typed: Partial<Draft> | null } | null;
}) {
  const { LL } = useI18nContext();
  const [editing, setEditing] = useState<Row | null>(options.initial?.row ?? null);
  const [draft, setDraft] = useState<Draft>(() => (options.initial ? { ...options.toDraft(options.initial.row), ...options.initial.typed } : options.empty()));
  const [removing, setRemoving] = useState<Row | null>(null);
  const [status, setStatus] = useState('');
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  function startEdit(row: Row) {
    setEditing(row);
    setDraft(options.toDraft(row));
    setStatus('');
    options.form.setNotice('');
    document.getElementById(options.titleId)?.focus();
  }

  function stopEdit() {
    setEditing(null);
    setDraft(options.empty());
  }

  async function onRemove() {
    if (!removing) return;
    try {
      await options.archive(removing.id);
      if (editing?.id === removing.id) stopEdit();
      setStatus(options.deleted);
    } catch {
      setStatus(LL.plansExtras.errors.unknown());
    }
    setRemoving(null);
  }

  return { editing, draft, set, removing, setRemoving, status, setStatus, startEdit, stopEdit, onRemove };
}

export function useRefresh(propertyId: number) {
  const utils = trpc.useUtils();
  return () => utils.host.pricing.get.invalidate({ propertyId });
}

/** A whole percent in the locale (−15 %, +10 %; `signed` shows the sign of an adjustment). */
export function usePercent(signed: boolean) {
  const { locale } = useI18nContext();
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale].lang, { style: 'percent', signDisplay: signed ? 'exceptZero' : 'auto', maximumFractionDigits: 0 });
  return (percent: number) => format.format(percent / 100);
}

/**
 * The no-JS path of a list's names (issue 39): the row `?edit=` opens in the form (its Edit link
 * without JavaScript) with what a refused post typed, and what a post about one of `rows` answered.
 */
export function useRowPost<Row extends { id: number }>(kind: NamesKind, rows: readonly Row[]) {
  const { search } = useBootstrap();
  const saved = new URLSearchParams(search).get('saved');
  const edited = rows.find((row) => row.id === editedRow(search, kind)) ?? null;
  const about = edited ?? rows.find((row) => saved === namesRowKey(kind, row.id)) ?? null;
  const posted = about ? namesPostOf(search, kind, about.id) : null;
  return { posted, initial: edited ? { row: edited, typed: posted?.draft ?? null } : null };
}

/** The locale-free URL that opens a row in its form without JavaScript (`?edit=`), at the form. */
export const editHref = (propertyId: number, kind: NamesKind, id: number, anchor: string) => `/dashboard/planos?property=${propertyId}&edit=${kind}-${id}#${anchor}`;
