/**
 * The host's own booking site (issue 45; architecture "The host's own booking site"): the input
 * of host.site.update, shared by the workspace's form (it validates before sending and shows the
 * code next to the field) and the edge. Messages are codes the page translates. The colours
 * must keep text readable: see ./contrast.ts.
 */
import * as z from 'zod/mini';
import { contrastIssue } from './contrast';
import { SELF_HOSTED_FONTS } from './fonts.generated';
import type { Listing, ListingPhoto } from '../properties/listing';

/**
 * The fonts a site may use: three families served from the site's own origin (@fontsource files
 * copied to public/fonts by scripts/site-fonts.mjs: no font CDN) and the system families every
 * phone has (nothing fetched).
 */
export const SITE_FONTS = ['inter', 'lora', 'nunito', 'sans', 'serif', 'rounded', 'mono'] as const;
export type SiteFont = (typeof SITE_FONTS)[number];
export type SelfHostedFont = keyof typeof SELF_HOSTED_FONTS;

/** The family's stylesheet and the one file to preload, when the font is self-hosted (else null). */
export function selfHostedFont(font: SiteFont): { stylesheet: string; preload: string } | null {
  return font in SELF_HOSTED_FONTS ? SELF_HOSTED_FONTS[font as SelfHostedFont] : null;
}

/** The CSS font stack of each choice. */
export const FONT_STACKS: Readonly<Record<SiteFont, string>> = {
  inter: SELF_HOSTED_FONTS.inter.stack,
  lora: SELF_HOSTED_FONTS.lora.stack,
  nunito: SELF_HOSTED_FONTS.nunito.stack,
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, "Times New Roman", serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", Calibri, sans-serif',
  mono: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
};

/** A slug: lower-case letters, digits and single hyphens, 3–40 characters (the path /s/{slug}). */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;
/** A host name of a domain the host owns (at least one dot, no scheme, no path). */
export const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const HEX = /^#[0-9a-f]{6}$/;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'too_long'));
const color = z.string('color_invalid').check(
  z.trim(),
  z.toLowerCase(),
  z.regex(HEX, 'color_invalid'),
  z.superRefine((value, ctx) => {
    const issue = HEX.test(value) ? contrastIssue(value) : null;
    if (issue) ctx.issues.push({ code: 'custom', message: issue, input: value });
  }),
);
const httpsUrl = z.string().check(
  z.trim(),
  z.maxLength(300, 'too_long'),
  z.refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'url_invalid'),
);

export const siteUpdateSchema = z.object({
  slug: z.string('slug_invalid').check(z.trim(), z.toLowerCase(), z.regex(SLUG_PATTERN, 'slug_invalid')),
  name: z.string('required').check(z.trim(), z.minLength(1, 'required'), z.maxLength(80, 'too_long')),
  colors: z.object({ primary: color, accent: color }),
  font: z.enum(SITE_FONTS, 'font_invalid'),
  logoPhotoId: z.optional(z.nullable(z.int('id_invalid').check(z.positive('id_invalid')))),
  /** Keep the logo uploaded for the site (POST /api/host/site/logo) when no photo is picked; otherwise it is dropped. */
  logoUploaded: z.optional(z.boolean()),
  propertyIds: z.array(z.int('id_invalid').check(z.positive('id_invalid'))).check(z.maxLength(50, 'too_many')),
  customDomain: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.toLowerCase(),
        z.refine((value) => value === '' || DOMAIN_PATTERN.test(value), 'domain_invalid'),
      ),
    ),
  ),
  about: z.optional(z.partial(z.object({ pt: text(1000), en: text(1000), es: text(1000), it: text(1000) }))),
  contact: z.optional(
    z.partial(
      z.object({
        email: z.string().check(z.trim(), z.maxLength(200, 'too_long'), z.refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'email_invalid')),
        phone: z.string().check(z.trim(), z.maxLength(30, 'too_long'), z.refine((value) => value === '' || /^\+?[0-9 ()-]{8,30}$/.test(value), 'phone_invalid')),
        whatsapp: z.string().check(z.trim(), z.maxLength(30, 'too_long'), z.refine((value) => value === '' || /^\+?[0-9 ()-]{8,30}$/.test(value), 'phone_invalid')),
        instagram: z.string().check(z.trim(), z.maxLength(40, 'too_long'), z.refine((value) => value === '' || /^@?[A-Za-z0-9._]{1,30}$/.test(value), 'instagram_invalid')),
        facebook: httpsUrl,
        map: httpsUrl,
      }),
    ),
  ),
});
export type SiteUpdateInput = z.output<typeof siteUpdateSchema>;

/** What host.site.get answers and the public site reads (contact and social links all strings, '' = none). */
export interface SiteContact {
  email: string;
  phone: string;
  whatsapp: string;
  instagram: string;
  facebook: string;
  map: string;
}

export interface SiteSettings {
  slug: string;
  name: string;
  colors: { primary: string; accent: string };
  font: SiteFont;
  logoPhotoId: number | null;
  /** The logo uploaded for the site (its smallest size's path), or null: the logo when no photo is picked. */
  uploadedLogo: string | null;
  propertyIds: number[];
  customDomain: string | null;
  about: Partial<Record<'pt' | 'en' | 'es' | 'it', string>>;
  contact: SiteContact;
}

export const EMPTY_CONTACT: SiteContact = { email: '', phone: '', whatsapp: '', instagram: '', facebook: '', map: '' };

/** The digits of a phone number for a wa.me link ('' when there are none). */
export function whatsappDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** What the public site's pages read: the settings, the logo's sizes, the listed properties (published, the host's). */
export interface PublicSite extends SiteSettings {
  logo: ListingPhoto | null;
  properties: Listing[];
}
