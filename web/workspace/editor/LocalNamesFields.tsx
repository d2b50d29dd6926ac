/**
 * A name per language (issue 39): the fields a host fills for a room type, a rate plan or an
 * add-on in pt, en, es and it, each typed in its own language (`lang`), the error next to it.
 * Empty = none in that language: guests there read the main name (shared/properties/names.ts).
 * Without JavaScript the form posts its names to NAMES_FORM_PATH (`namesFormProps`, the hidden
 * `NamesPostFields`), and the page reads what that post answered with `useNamesPost`.
 */
import { FormText } from '../stays/fields';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { NAMES_FORM_PATH, namesPostOf, type NamesKind, type NamesPost } from '../../../shared/host/names-form';
import { LOCALES, LOCALE_TAGS, languageName, type Locale } from '../../../shared/locales';
import type { LocalNames } from '../../../shared/properties/names';
import * as stays from '../stays/stays.css';
import * as css from './editor.css';

/** Every language's field as typed ('' when none), for a draft. */
export const namesDraft = (names: LocalNames = {}): Record<Locale, string> => ({ pt: names.pt ?? '', en: names.en ?? '', es: names.es ?? '', it: names.it ?? '' });

interface Props {
  names: Record<Locale, string>;
  onChange: (names: Record<Locale, string>) => void;
  /** The error of a language's field (`names.en`), as a sentence. */
  error: (field: string) => string | undefined;
  legend: string;
  help: string;
  labelOf: (language: string) => string;
  /** Prefix of the inputs' names (`planName` → planName_en). */
  name: string;
}

export function LocalNamesFields({ names, onChange, error, legend, help, labelOf, name }: Props) {
  const { locale: page } = useI18nContext();
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <p className={stays.help}>{help}</p>
      <div className={stays.formGrid}>
        {LOCALES.map((locale) => (
          <FormText
            key={locale}
            label={labelOf(languageName(locale, page as Locale))}
            value={names[locale]}
            onChange={(value) => onChange({ ...names, [locale]: value })}
            error={error(`names.${locale}`)}
            name={`${name}_${locale}`}
            lang={LOCALE_TAGS[locale].lang}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** What a no-JS post of this row's names answered (in the URL), read once. */
export function useNamesPost(kind: NamesKind, id: number): NamesPost {
  const { search } = useBootstrap();
  return namesPostOf(search, kind, id);
}

/** The form's action and method: without JavaScript it posts its names (the page's handler prevents that with it). */
export function useNamesFormProps(): { action: string; method: 'post' } {
  const href = useHref();
  return { action: href(NAMES_FORM_PATH), method: 'post' };
}

/** The hidden fields that say whose names a no-JS post carries and where its answer lands. */
export function NamesPostFields({ kind, id, propertyId, anchor }: { kind: NamesKind; id: number; propertyId: number; anchor: string }) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="propertyId" value={propertyId} />
      <input type="hidden" name="anchor" value={anchor} />
    </>
  );
}
