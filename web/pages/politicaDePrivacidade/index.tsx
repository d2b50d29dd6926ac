import { useI18nContext } from '../../i18n/i18n-react';
import { PageIntro } from '../../components/content/PageIntro';
import { LegalDocument } from '../../components/content/LegalDocument';
import { legalSections } from '../../components/content/legal';
import { breadcrumbTrail } from '../../components/content/head';
import type { HeadInfo, HeadInput } from '../types';

const UPDATED = '2025-01-15';
const SECTIONS = ['collection', 'use', 'sharing', 'rights'] as const;

/** /politica-de-privacidade: collection, use, sharing and rights. */
export default function PrivacyPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.politicaDePrivacidade.title() }]} title={LL.privacy.title()} lead={LL.privacy.lead()} />
      <LegalDocument sections={legalSections(LL.privacy.sections, SECTIONS)} updated={UPDATED} />
    </>
  );
}

export function resolveHead(input: HeadInput): HeadInfo {
  return { jsonLd: [breadcrumbTrail(input, ['politicaDePrivacidade'])] };
}
