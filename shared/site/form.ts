/**
 * The site settings form (issue 45) as host.site.update's input, read the same way by the page
 * (with JavaScript) and by the worker's plain form post (without): field names are the input's
 * paths (`colors.primary`, `about.en`, `contact.whatsapp`, `propertyIds` once per ticked box).
 * A refusal is `{ field: code }`, shown next to the field.
 */
import { LOCALES } from '../locales';
import { EMPTY_CONTACT } from './schema';

export interface FormValues {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The raw input (strings and numbers; the schema decides what is valid). */
export function siteInputOf(form: FormValues) {
  // The logo's radio: a photo's id, 'upload' (the logo uploaded for the site) or '' (none).
  const logo = str(form.get('logoPhotoId'));
  return {
    slug: str(form.get('slug')),
    name: str(form.get('name')),
    colors: { primary: str(form.get('colors.primary')), accent: str(form.get('colors.accent')) },
    font: str(form.get('font')),
    logoPhotoId: logo && logo !== 'upload' ? Number(logo) : null,
    logoUploaded: logo === 'upload',
    propertyIds: form.getAll('propertyIds').map((value) => Number(value)),
    customDomain: str(form.get('customDomain')),
    about: Object.fromEntries(LOCALES.map((locale) => [locale, str(form.get(`about.${locale}`))])),
    contact: Object.fromEntries(Object.keys(EMPTY_CONTACT).map((key) => [key, str(form.get(`contact.${key}`))])),
  };
}
export type SiteFormInput = ReturnType<typeof siteInputOf>;

/** Field → error code, from field issues (`colors.primary: contrast_low:3.2`, `propertyIds.0: id_invalid` → `propertyIds`). */
export function errorsOf(issues: readonly { field: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.field.replace(/\.\d+$/, '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What a refused save's tRPC error says, as field → code (CONFLICT and NOT_FOUND included). */
export function errorsOfRefusal(error: { data?: { code?: string; issues?: { field: string; message: string }[] | null } | null; message?: string } | null | undefined): Record<string, string> {
  const data = error?.data;
  if (data?.code === 'CONFLICT') return /^customDomain/.test(error?.message ?? '') ? { customDomain: 'domain_taken' } : { slug: 'slug_taken' };
  if (data?.code === 'NOT_FOUND') return /photo/i.test(error?.message ?? '') ? { logoPhotoId: 'not_found' } : { propertyIds: 'not_found' };
  if (data?.issues?.length) return errorsOf(data.issues);
  return { form: 'failed' };
}
