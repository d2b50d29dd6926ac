import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell } from '../../workspace/WorkspaceShell';
import { Suspense } from 'react';
import { lazyPart } from '../../lazy-part';
import * as stays from '../../workspace/stays/stays.css';
import type { HeadInfo, HeadInput, PageProps } from '../types';

/** The form is a chunk of its own, rendered on the server and hydrated when first used (what is typed meanwhile is kept). */
const CreateProperty = lazyPart(() => import('../../workspace/editor/CreateProperty').then((module) => module.CreateProperty), { hydrate: 'interaction' });

export async function resolveHead({ api }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  return { noindex: true };
}

/** /dashboard/propriedades/nova: every property field and the first room type with its units; then the editor. */
export default function NewPropertyPage(_props: PageProps) {
  const { LL } = useI18nContext();
  return (
    <WorkspaceShell section="properties" title={LL.meta.dashboardPropertyNew.title()}>
      <NewProperty />
    </WorkspaceShell>
  );
}

function NewProperty() {
  const { LL } = useI18nContext();
  const href = useHref();
  return (
    <div className={stays.stack}>
      <p className={stays.help}>{LL.propertyEditor.newPage.lead()}</p>
      <Suspense fallback={<p>{LL.workspace.common.loading()}</p>}>
        <CreateProperty
          roomTitle={LL.propertyEditor.newPage.roomTitle()}
          submit={LL.propertyEditor.form.create()}
          submitting={LL.propertyEditor.form.creating()}
          onCreated={(created) => window.location.assign(href(`/dashboard/propriedades/${created.id}`))}
        />
      </Suspense>
    </div>
  );
}
