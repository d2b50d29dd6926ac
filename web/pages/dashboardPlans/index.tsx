import { Suspense } from 'react';
import { lazyPart } from '../../lazy-part';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { NO_ACCESS, WorkspaceShell, mayOpen, prefetchCurrentProperty, useCurrentProperty } from '../../workspace/WorkspaceShell';
import type { HeadInfo, HeadInput, PageProps } from '../types';

/** The forms (plans, rules, codes, add-ons) are a chunk of their own, still rendered on the server. */
const PlansEditor = lazyPart(() => import('./PlansEditor').then((module) => module.default));

/** Renders on the server: the property's pricing (host.pricing.get) is prefetched. */
export async function resolveHead({ api, search }: HeadInput): Promise<HeadInfo> {
  const current = await prefetchCurrentProperty(api, search);
  if (!mayOpen(current, 'plans')) return NO_ACCESS;
  if (current) await api.host.pricing.get.fetch({ propertyId: current.id });
  return { noindex: true };
}

/** /dashboard/planos (issue 25): how the host sells one property — plans, guests, rules, codes, add-ons. */
export default function PlansPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="plans" title={LL.meta.dashboardPlans.title()} picker>
      <PlansBody />
    </WorkspaceShell>
  );
}

function PlansBody() {
  const { LL } = useI18nContext();
  const href = useHref();
  const { current, isLoading } = useCurrentProperty();
  if (isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (!current) {
    return (
      <p>
        {LL.plansExtras.noProperty()} <a href={href('/dashboard/propriedades/nova')}>{LL.plansExtras.addProperty()}</a>
      </p>
    );
  }
  return (
    <Suspense fallback={<p>{LL.workspace.common.loading()}</p>}>
      <PlansEditor propertyId={current.id} />
    </Suspense>
  );
}
