import { Suspense } from 'react';
import { lazyPart } from '../../lazy-part';
import { useI18nContext } from '../../i18n/i18n-react';
import { WorkspaceShell, prefetchShell, idParam } from '../../workspace/WorkspaceShell';
import { isNotFound } from '../../workspace/stays/issues';
import type { HeadInfo, HeadInput, PageProps } from '../types';

/** The editor's forms are a chunk of their own, still rendered on the server. */
const Editor = lazyPart(() => import('./Editor').then((module) => module.default));

/** The editor renders on the server; another host's property (or no such id) is a 404. */
export async function resolveHead({ api, params }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const id = idParam(params);
  if (id === null) return { status: 404, noindex: true };
  try {
    await Promise.all([api.host.properties.get.fetch({ id }), api.host.payments.pixSettings.fetch({ propertyId: id }), api.host.photos.list.fetch({ propertyId: id })]);
  } catch (error) {
    if (isNotFound(error)) return { status: 404, noindex: true };
    throw error;
  }
  return { noindex: true };
}

/** /dashboard/propriedades/:id: the property form, its room types and their units. */
export default function PropertyPage({ params }: PageProps) {
  const { LL } = useI18nContext();
  const id = idParam(params);
  return (
    <WorkspaceShell section="properties" title={LL.meta.dashboardProperty.title()}>
      {id === null ? (
        <p role="alert">{LL.propertyEditor.errors.notFound()}</p>
      ) : (
        <Suspense fallback={<p>{LL.workspace.common.loading()}</p>}>
          <Editor id={id} />
        </Suspense>
      )}
    </WorkspaceShell>
  );
}
