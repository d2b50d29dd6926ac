import { useI18nContext } from '../../i18n/i18n-react';
import { useBootstrap } from '../../bootstrap-context';
import { PageIntro } from '../../components/content/PageIntro';
import { LegalDocument } from '../../components/content/LegalDocument';
import { legalSections } from '../../components/content/legal';
import { breadcrumbTrail } from '../../components/content/head';
import { figure } from '../../../shared/figures';
import type { HeadInfo, HeadInput } from '../types';

/** Date of the current version of the terms. */
const UPDATED = '2025-01-15';
const SECTIONS = ['acceptance', 'service', 'account', 'duration', 'payment', 'availability', 'data', 'intellectualProperty', 'liability', 'changes', 'law'] as const;

/** /termos-de-servico: the subscription terms (duration, notice, non-payment, uptime). */
export default function TermsPage() {
  const { LL } = useI18nContext();
  const { locale } = useBootstrap();
  const values = { uptime: figure('uptimePercent', locale), trialDays: figure('trialDays', locale) };
  return (
    <>
      <PageIntro trail={[{ label: LL.meta.termosDeServico.title() }]} title={LL.terms.title()} lead={LL.terms.lead()} />
      <LegalDocument sections={legalSections(LL.terms.sections, SECTIONS, values)} updated={UPDATED} />
    </>
  );
}

export function resolveHead(input: HeadInput): HeadInfo {
  return { jsonLd: [breadcrumbTrail(input, ['termosDeServico'])] };
}
