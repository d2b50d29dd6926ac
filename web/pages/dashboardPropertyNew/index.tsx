import { useI18nContext } from '../../i18n/i18n-react';
import { WorkspaceShell, prefetchShell } from '../../workspace/WorkspaceShell';
import type { HeadInfo, HeadInput, PageProps } from '../types';

export async function resolveHead({ api }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  return { noindex: true };
}

export default function Page(_props: PageProps) {
  const { LL } = useI18nContext();
  return <WorkspaceShell section="properties" title={LL.meta.dashboardPropertyNew.title()}>{null}</WorkspaceShell>;
}
