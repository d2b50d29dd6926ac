import { Suspense, useState } from 'react';
import { lazyPart } from '../../lazy-part';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { useHref } from '../../bootstrap-context';
import { WorkspaceShell, prefetchShell } from '../../workspace/WorkspaceShell';
import { trpc } from '../../trpc/react';
import { failureOf } from '../../workspace/editor/issues';
import { FormMessages } from '../../workspace/editor/FormMessages';
import { button } from '../../theme/ui.css';
import * as stays from '../../workspace/stays/stays.css';
import type { HeadInfo, HeadInput, PageProps } from '../types';

const ConfirmDialog = lazyPart(() => import('../../workspace/stays/ConfirmDialog').then((module) => module.default));

export async function resolveHead({ api }: HeadInput): Promise<HeadInfo> {
  await prefetchShell(api);
  return { noindex: true };
}

/** /dashboard/propriedades: the host's properties, published or not; publish, unpublish, edit, archive. */
export default function PropertiesPage(_props: PageProps) {
  const { LL } = useI18nContext();
  const href = useHref();
  return (
    <WorkspaceShell
      section="properties"
      title={LL.meta.dashboardProperties.title()}
      actions={
        <a className={button.primary} href={href('/dashboard/propriedades/nova')}>
          {LL.propertyEditor.list.add()}
        </a>
      }
    >
      <PropertyList />
    </WorkspaceShell>
  );
}

interface Row {
  id: number;
  name: string;
  published: boolean;
}

function PropertyList() {
  const { LL } = useI18nContext();
  const t = LL.propertyEditor.list;
  const href = useHref();
  const utils = trpc.useUtils();
  const list = trpc.host.properties.list.useQuery();
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [archiving, setArchiving] = useState<Row | null>(null);
  const publish = trpc.host.properties.setPublished.useMutation();
  const archive = trpc.host.properties.archive.useMutation();

  async function togglePublished(row: Row) {
    setNotice('');
    setProblem('');
    try {
      await publish.mutateAsync({ id: row.id, published: !row.published });
      await utils.host.properties.list.invalidate();
      setNotice(row.published ? t.unpublishedNotice({ name: row.name }) : t.publishedNotice({ name: row.name }));
    } catch {
      setProblem(LL.propertyEditor.errors.unknown());
    }
  }

  async function confirmArchive() {
    if (!archiving) return;
    const row = archiving;
    setNotice('');
    setProblem('');
    try {
      await archive.mutateAsync({ id: row.id });
      setArchiving(null);
      await utils.host.properties.list.invalidate();
      setNotice(t.archived({ name: row.name }));
    } catch (error) {
      setArchiving(null);
      setProblem(failureOf(error).code === 'CONFLICT' ? t.hasStays() : LL.propertyEditor.errors.unknown());
    }
  }

  if (list.isLoading) return <p>{LL.workspace.common.loading()}</p>;
  if (list.isError) return <p role="alert">{LL.workspace.common.loadError()}</p>;
  return (
    <div className={stays.stack}>
      <p className={stays.help}>{t.lead()}</p>
      <FormMessages error={problem} status={notice} />
      {list.data?.length === 0 ? (
        <p>
          {t.empty()} <a href={href('/dashboard/propriedades/nova')}>{t.add()}</a>
        </p>
      ) : (
        <div className={stays.tableWrap}>
          <table className={stays.table} data-testid="properties-table">
            <caption className={stays.caption}>{t.caption()}</caption>
            <thead>
              <tr>
                <th scope="col" className={stays.th}>
                  {t.name()}
                </th>
                <th scope="col" className={stays.th}>
                  {t.status()}
                </th>
                <th scope="col" className={stays.th}>
                  {t.actions()}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data?.map((row) => (
                <tr key={row.id} data-testid={`property-${row.id}`}>
                  <th scope="row" className={stays.td}>
                    <a href={href(`/dashboard/propriedades/${row.id}`)} aria-label={t.edit({ name: row.name })}>
                      {row.name}
                    </a>
                  </th>
                  <td className={stays.td}>
                    <span className={`${stays.badgeBase} ${row.published ? stays.badge.checked_in : stays.badge.checked_out}`}>{row.published ? t.published() : t.draft()}</span>
                  </td>
                  <td className={stays.td}>
                    <div className={stays.buttons}>
                      <Button className={button.secondary} onPress={() => togglePublished(row)} isDisabled={publish.isPending} aria-label={`${row.published ? t.unpublish() : t.publish()}: ${row.name}`}>
                        {row.published ? t.unpublish() : t.publish()}
                      </Button>
                      <Button className={button.ghost} onPress={() => setArchiving(row)} aria-label={`${t.archive()}: ${row.name}`}>
                        {t.archive()}
                      </Button>
                      {row.published && <a href={href(`/property/${row.id}`)}>{t.view({ name: row.name })}</a>}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {archiving && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t.archiveTitle({ name: archiving.name })}
            body={t.archiveBody()}
            confirm={t.archiveConfirm()}
            keep={LL.workspace.common.cancel()}
            isPending={archive.isPending}
            onConfirm={confirmArchive}
            onClose={() => setArchiving(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
