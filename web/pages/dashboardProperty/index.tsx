import { Suspense } from 'react';
import { lazyPart } from '../../lazy-part';
import { useI18nContext } from '../../i18n/i18n-react';
import { NO_ACCESS, WorkspaceShell, mayOpen, prefetchShell, idParam } from '../../workspace/WorkspaceShell';
import { isNotFound } from '../../workspace/stays/issues';
import type { HeadInfo, HeadInput, PageProps } from '../types';

/**
 * The editor's forms (property, photos, room types, Pix) are a chunk of their own, rendered on
 * the server and hydrated when the host first points at, focuses, touches or drags a file onto
 * them (what is typed meanwhile is kept): until then the page fetches only the workspace shell,
 * within the workspace's 150 KB until network idle (tests/e2e/listing-budget.test.ts).
 */
const Editor = lazyPart(() => import('./Editor').then((module) => module.default), { hydrate: 'interaction' });

/** The editor renders on the server; another host's property (or no such id) is a 404. */
export async function resolveHead({ api, params }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  const id = idParam(params);
  if (id === null) return { status: 404, noindex: true };
  // A member whose role may not edit the property: the no-access panel, none of the editor's
  // queries run (issue 40). One not in the list at all stays a 404 (properties.get below).
  const listed = (await api.host.properties.list.fetch()).find((property) => property.id === id);
  if (listed && !mayOpen(listed, 'properties')) return NO_ACCESS;
  try {
    await Promise.all([
      api.host.properties.get.fetch({ id }),
      api.host.payments.pixSettings.fetch({ propertyId: id }),
      api.host.photos.list.fetch({ propertyId: id }),
      // The owner's connected providers (issue 42); another role is FORBIDDEN and reads why in the page.
      api.host.paymentProviders.list.fetch().catch(() => null),
    ]);
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
