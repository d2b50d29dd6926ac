import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell } from '../../workspace/WorkspaceShell';
import { CreateProperty } from '../../workspace/editor/CreateProperty';
import * as stays from '../../workspace/stays/stays.css';
import type { HeadInfo, HeadInput, PageProps } from '../types';

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
      <CreateProperty
        roomTitle={LL.propertyEditor.newPage.roomTitle()}
        submit={LL.propertyEditor.form.create()}
        submitting={LL.propertyEditor.form.creating()}
        onCreated={(created) => window.location.assign(href(`/dashboard/propriedades/${created.id}`))}
      />
    </div>
  );
}
