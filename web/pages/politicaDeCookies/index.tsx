import { useI18nContext } from '../../i18n/i18n-react';
import { PageIntro } from '../../components/content/PageIntro';
import { LegalDocument } from '../../components/content/LegalDocument';
import { legalSections } from '../../components/content/legal';
import { breadcrumbTrail } from '../../components/content/head';
import type { HeadInfo, HeadInput } from '../types';

const UPDATED = '2025-01-15';
const SECTIONS = ['what', 'which', 'control', 'changes'] as const;

/** /politica-de-cookies: what cookies are, which the site uses, how to control them, changes. */
export default function CookiesPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.politicaDeCookies.title() }]} title={LL.cookies.title()} lead={LL.cookies.lead()} />
      <LegalDocument sections={legalSections(LL.cookies.sections, SECTIONS)} updated={UPDATED} />
    </>
  );
}

export function resolveHead(input: HeadInput): HeadInfo {
  return { jsonLd: [breadcrumbTrail(input, ['politicaDeCookies'])] };
}
