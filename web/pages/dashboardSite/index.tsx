/**
 * /dashboard/site (issue 45): the host's own booking site — address, name, colours (refused
 * with the reason below WCAG AA), font, logo, which properties, about text per language,
 * contact and social links, custom domain — with a live preview painted by the same CSS custom
 * properties as the site (they follow what is typed). A plain form post without JavaScript
 * (worker/site/form.ts), host.site.update with it; errors sit next to their field and what
 * was typed stays.
 */
import { useState, type FormEvent } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap, useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell } from '../../workspace/WorkspaceShell';
import { trpc } from '../../trpc/react';
import { button } from '../../theme/ui.css';
import { LOCALES, languageName, type Locale } from '../../../shared/locales';
import { SITE_FONTS, siteUpdateSchema, type SiteSettings } from '../../../shared/site/schema';
import { errorsOf, errorsOfRefusal, siteInputOf, type SiteFormInput } from '../../../shared/site/form';
import { siteThemeStyle } from '../../site/SiteFrame';
import * as siteCss from '../../site/site.css';
import * as css from './site-settings.css';
import type { HeadInfo, HeadInput, PageProps } from '../types';

export async function resolveHead({ api }: HeadInput): Promise<HeadInfo> {
  await Promise.all([prefetchShell(api), api.host.site.get.fetch().catch(() => undefined)]);
  return { noindex: true };
}

export default function SiteSettingsPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="site" title={LL.site.settings.title()}>
      <SiteSettingsBody />
    </WorkspaceShell>
  );
}

/** The form's starting values: a refused no-JS post's draft, else the saved site, else a start from the host's name. */
function initialOf(search: string, saved: SiteSettings | null, hostProperties: { id: number }[]): { values: SiteFormInput; errors: Record<string, string>; savedNow: boolean } {
  const params = new URLSearchParams(search);
  const parse = <T,>(text: string | null): T | null => {
    try {
      return text ? (JSON.parse(text) as T) : null;
    } catch {
      return null;
    }
  };
  // Whatever the URL holds is read through the form's own reader: a malformed draft gives empty fields, never a crash.
  const rawDraft = parse<unknown>(params.get('draft'));
  const draft = rawDraft && typeof rawDraft === 'object' ? siteInputOf(draftValues(rawDraft as Record<string, unknown>)) : null;
  const rawErrors = parse<unknown>(params.get('errors'));
  const errors = rawErrors && typeof rawErrors === 'object' ? Object.fromEntries(Object.entries(rawErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
  const values: SiteFormInput = draft ?? {
    slug: saved?.slug ?? '',
    name: saved?.name ?? '',
    colors: saved?.colors ?? { primary: '#0b4f8a', accent: '#0f6b5c' },
    font: saved?.font ?? 'sans',
    logoPhotoId: saved?.logoPhotoId ?? null,
    logoUploaded: Boolean(saved?.uploadedLogo) && !saved?.logoPhotoId,
    propertyIds: saved?.propertyIds ?? hostProperties.map((property) => property.id),
    customDomain: saved?.customDomain ?? '',
    about: Object.fromEntries(LOCALES.map((locale) => [locale, saved?.about[locale] ?? ''])),
    contact: { email: '', phone: '', whatsapp: '', instagram: '', facebook: '', map: '', ...saved?.contact },
  };
  return { values, errors, savedNow: params.get('saved') === '1' };
}

/** A stored draft (the input's shape) as form values: `colors.primary` reads draft.colors.primary. */
function draftValues(draft: Record<string, unknown>) {
  const at = (name: string): unknown => name.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), draft);
  return {
    get: (name: string) => {
      // The uploaded logo's radio reads 'upload' (shared/site/form.ts).
      if (name === 'logoPhotoId' && draft.logoUploaded === true) return 'upload';
      const value = at(name);
      return typeof value === 'number' ? String(value) : value;
    },
    getAll: (name: string) => {
      const value = at(name);
      return Array.isArray(value) ? value.filter((item) => Number.isInteger(item)).map(String) : [];
    },
  };
}

function SiteSettingsBody() {
  const { LL, locale } = useI18nContext();
  const t = LL.site.settings;
  const href = useHref();
  const { search } = useBootstrap();
  const data = trpc.host.site.get.useQuery();
  const properties = trpc.host.properties.list.useQuery();
  const update = trpc.host.site.update.useMutation();
  const utils = trpc.useUtils();
  const hostProperties = properties.data ?? [];
  const [initial] = useState(() => initialOf(search, data.data?.site ?? null, hostProperties));
  const [values, setValues] = useState(initial.values);
  const [errors, setErrors] = useState<Record<string, string>>(initial.errors);
  const [saved, setSaved] = useState(initial.savedNow);
  if (!data.data) return <p>{LL.workspace.common.loading()}</p>;
  const photos = data.data.photos;
  const site = data.data.site;

  const message = (field: string) => {
    const code = errors[field];
    if (!code) return null;
    const [key, ratio] = code.split(':');
    const texts = t.errors as unknown as Record<string, (args?: Record<string, string>) => string>;
    const text = key === 'contrast_low' ? t.errors.contrast_low({ ratio: (ratio ?? '').replace('.', locale === 'en' ? '.' : ',') }) : (texts[key ?? '']?.() ?? t.errors.failed());
    return (
      <p className={css.error} id={`${field}-error`} data-testid={`error-${field}`}>
        {text}
      </p>
    );
  };
  const described = (field: string, help?: string) => ({ 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': [errors[field] ? `${field}-error` : '', help ?? ''].filter(Boolean).join(' ') || undefined });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const input = siteInputOf(new FormData(event.currentTarget));
    const parsed = siteUpdateSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }))));
      return;
    }
    const fileInput = event.currentTarget.elements.namedItem('logoFile') as HTMLInputElement | null;
    const file = fileInput?.files?.[0];
    try {
      await update.mutateAsync(parsed.data);
      // A logo file chosen: stored after the save (the site must exist), as the no-JS post does.
      if (file && file.size > 0) {
        const response = await fetch('/api/host/site/logo', { method: 'POST', body: file, headers: { 'content-type': file.type || 'application/octet-stream' } });
        if (!response.ok) {
          const answer = (await response.json().catch(() => null)) as { error?: string } | null;
          setErrors({ logoFile: answer?.error ?? 'failed' });
          await utils.host.site.get.invalidate();
          return;
        }
        set({ logoPhotoId: null, logoUploaded: true });
        if (fileInput) fileInput.value = '';
      }
      setErrors({});
      setSaved(true);
      await utils.host.site.get.invalidate();
    } catch (error) {
      setErrors(errorsOfRefusal(error as Parameters<typeof errorsOfRefusal>[0]));
    }
  }

  const set = (patch: Partial<SiteFormInput>) => setValues((current) => ({ ...current, ...patch }));
  const sitePath = `/s/${site?.slug ?? values.slug}`;
  return (
    <div className={css.layout}>
      <form className={css.form} method="post" action={href('/dashboard/site')} encType="multipart/form-data" onSubmit={onSubmit} noValidate>
        <p className={css.help}>{t.intro()}</p>
        {message('form')}
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t.identity()}</legend>
          <div className={css.field}>
            <label className={css.label} htmlFor="site-slug">
              {t.slug()}
            </label>
            <input className={css.input} id="site-slug" name="slug" value={values.slug} onChange={(e) => set({ slug: e.target.value })} autoComplete="off" required {...described('slug', 'site-slug-help')} />
            <p className={css.help} id="site-slug-help">
              {t.slugHelp()}
            </p>
            {message('slug')}
          </div>
          <div className={css.field}>
            <label className={css.label} htmlFor="site-name">
              {t.name()}
            </label>
            <input className={css.input} id="site-name" name="name" value={values.name} onChange={(e) => set({ name: e.target.value })} required {...described('name')} />
            {message('name')}
          </div>
        </fieldset>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t.look()}</legend>
          {(['primary', 'accent'] as const).map((which) => (
            <div className={css.field} key={which}>
              <label className={css.label} htmlFor={`site-${which}`}>
                {which === 'primary' ? t.primary() : t.accent()}
              </label>
              <div className={css.color}>
                <span className={css.swatch} style={{ background: /^#[0-9a-fA-F]{6}$/.test(values.colors[which]) ? values.colors[which] : 'transparent' }} aria-hidden="true" />
                <input
                  className={css.input}
                  id={`site-${which}`}
                  name={`colors.${which}`}
                  value={values.colors[which]}
                  onChange={(e) => set({ colors: { ...values.colors, [which]: e.target.value } })}
                  pattern="#[0-9a-fA-F]{6}"
                  required
                  {...described(`colors.${which}`, 'site-color-help')}
                />
              </div>
              {message(`colors.${which}`)}
            </div>
          ))}
          <p className={css.help} id="site-color-help">
            {t.colorHelp()}
          </p>
          <div className={css.field}>
            <label className={css.label} htmlFor="site-font">
              {t.font()}
            </label>
            <select className={css.input} id="site-font" name="font" value={values.font} onChange={(e) => set({ font: e.target.value })} {...described('font')}>
              {SITE_FONTS.map((font) => (
                <option key={font} value={font}>
                  {t.fonts[font]()}
                </option>
              ))}
            </select>
            {message('font')}
          </div>
          <fieldset className={css.fieldset} aria-describedby={errors.logoPhotoId ? 'site-logo-help logoPhotoId-error' : 'site-logo-help'}>
            <legend className={css.legend}>{t.logo()}</legend>
            <p className={css.help} id="site-logo-help">
              {t.logoHelp()}
            </p>
            <div className={css.choices}>
              <label className={css.logoChoice}>
                <input type="radio" name="logoPhotoId" value="" checked={!values.logoPhotoId && !values.logoUploaded} onChange={() => set({ logoPhotoId: null, logoUploaded: false })} />
                {t.noLogo()}
              </label>
              {site?.uploadedLogo && (
                <label className={css.logoChoice}>
                  <input type="radio" name="logoPhotoId" value="upload" checked={!values.logoPhotoId && values.logoUploaded} onChange={() => set({ logoPhotoId: null, logoUploaded: true })} />
                  <img className={css.logoThumb} src={site.uploadedLogo} alt={t.uploadedLogo()} width={48} height={48} loading="lazy" />
                </label>
              )}
              {photos.map((photo) => (
                <label className={css.logoChoice} key={photo.id}>
                  <input type="radio" name="logoPhotoId" value={photo.id} checked={values.logoPhotoId === photo.id} onChange={() => set({ logoPhotoId: photo.id, logoUploaded: false })} />
                  <img className={css.logoThumb} src={photo.src} alt={`${t.logo()} ${photo.id}`} width={48} height={48} loading="lazy" />
                </label>
              ))}
            </div>
            {message('logoPhotoId')}
            <label className={css.field}>
              <span>{t.logoFile()}</span>
              <input type="file" name="logoFile" accept="image/jpeg,image/png,image/webp,image/avif" {...described('logoFile', 'site-logo-file-help')} />
              <span className={css.help} id="site-logo-file-help">
                {t.logoFileHelp()}
              </span>
            </label>
            {message('logoFile')}
          </fieldset>
        </fieldset>
        <fieldset className={css.fieldset} aria-describedby={errors.propertyIds ? 'propertyIds-error' : undefined}>
          <legend className={css.legend}>{t.properties()}</legend>
          {hostProperties.length === 0 && <p className={css.help}>{t.noOwnProperties()}</p>}
          <div className={css.choices}>
            {hostProperties.map((property) => (
              <label className={css.choice} key={property.id}>
                <input
                  type="checkbox"
                  name="propertyIds"
                  value={property.id}
                  checked={values.propertyIds.includes(property.id)}
                  onChange={(e) => set({ propertyIds: e.target.checked ? [...values.propertyIds, property.id] : values.propertyIds.filter((id) => id !== property.id) })}
                />
                {property.name}
              </label>
            ))}
          </div>
          {message('propertyIds')}
        </fieldset>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t.aboutTitle()}</legend>
          {LOCALES.map((l) => (
            <div className={css.field} key={l}>
              <label className={css.label} htmlFor={`site-about-${l}`}>
                {t.aboutIn({ language: languageName(l, locale as Locale) })}
              </label>
              <textarea className={css.input} id={`site-about-${l}`} name={`about.${l}`} lang={l} rows={3} value={values.about[l] ?? ''} onChange={(e) => set({ about: { ...values.about, [l]: e.target.value } })} {...described(`about.${l}`)} />
              {message(`about.${l}`)}
            </div>
          ))}
        </fieldset>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t.contactTitle()}</legend>
          {(['email', 'phone', 'whatsapp', 'instagram', 'facebook', 'map'] as const).map((key) => (
            <div className={css.field} key={key}>
              <label className={css.label} htmlFor={`site-contact-${key}`}>
                {t[key]()}
              </label>
              <input
                className={css.input}
                id={`site-contact-${key}`}
                name={`contact.${key}`}
                type={key === 'email' ? 'email' : key === 'phone' || key === 'whatsapp' ? 'tel' : key === 'facebook' || key === 'map' ? 'url' : 'text'}
                value={values.contact[key] ?? ''}
                onChange={(e) => set({ contact: { ...values.contact, [key]: e.target.value } })}
                {...described(`contact.${key}`)}
              />
              {message(`contact.${key}`)}
            </div>
          ))}
        </fieldset>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t.domainTitle()}</legend>
          <div className={css.field}>
            <label className={css.label} htmlFor="site-domain">
              {t.customDomain()}
            </label>
            <input className={css.input} id="site-domain" name="customDomain" value={values.customDomain ?? ''} onChange={(e) => set({ customDomain: e.target.value })} autoComplete="off" {...described('customDomain', 'site-domain-help')} />
            <p className={css.help} id="site-domain-help">
              {t.customDomainHelp({ slug: values.slug || '…', target: data.data.cnameTarget })}
            </p>
            {message('customDomain')}
          </div>
        </fieldset>
        <div>
          <button type="submit" className={button.primary} disabled={update.isPending}>
            {update.isPending ? t.saving() : t.save()}
          </button>
          <p className={css.status} role="status" data-testid="site-status">
            {saved ? t.saved() : ''}
          </p>
        </div>
      </form>
      <aside className={css.preview} aria-labelledby="site-preview-title" data-testid="site-preview" style={siteThemeStyle({ colors: values.colors, font: (SITE_FONTS as readonly string[]).includes(values.font) ? (values.font as (typeof SITE_FONTS)[number]) : 'sans' })}>
        <div className={siteCss.header}>
          <div className={siteCss.headerInner}>
            <span className={siteCss.brand} style={{ fontFamily: 'inherit' }}>
              {values.name || '…'}
            </span>
          </div>
        </div>
        <div className={css.previewBody} style={{ fontFamily: 'var(--font)' }}>
          <h2 id="site-preview-title" className={siteCss.sectionTitle}>
            {t.preview()}
          </h2>
          <p>{t.previewText()}</p>
          <span className={siteCss.linkButton}>{t.previewButton()}</span>
          {site && (
            <p className={css.previewLinks}>
              <a href={href(sitePath)} target="_blank" rel="noopener">
                {t.openSite()}
              </a>
              <a href={href(`${sitePath}/links`)} target="_blank" rel="noopener">
                {t.linksPage()}
              </a>
            </p>
          )}
        </div>
      </aside>
    </div>
  );
}
