import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell } from '../../workspace/WorkspaceShell';
import { lazy, Suspense } from 'react';
import * as stays from '../../workspace/stays/stays.css';
import type { HeadInfo, HeadInput, PageProps } from '../types';

/** The form is a chunk of its own, still rendered on the server. */
const CreateProperty = lazy(() => import('../../workspace/editor/CreateProperty').then((module) => ({ default: module.CreateProperty })));

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
