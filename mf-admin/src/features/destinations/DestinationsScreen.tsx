import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Destination } from '@trabzon/api-client';
import { Button, ErrorPanel, Spinner } from '@trabzon/ui';
import { DataTable, type Column } from '@trabzon/ui/tables';
import { useTranslation } from '@trabzon/i18n';
import { isolatedName } from '../../lib/bidi';
import { AdminScreen } from '../../components/AdminScreen';
import { Drawer } from '../../components/Drawer';
import { ListFilter } from '../../components/ListFilter';
import { serverMessage } from '../../lib/errors';
import { useDeleteRow } from '../../lib/useDeleteRow';
import { ADMIN_DESTINATIONS_NS } from './i18n';
import { DestinationForm } from './DestinationForm';
import { useDestinationsAdmin } from './useDestinationsAdmin';
import { useDestinationAdmin } from './useDestinationAdmin';
import { useDeleteDestination } from './useDeleteDestination';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

function Editor({ id, onClose }: { id: string | null; onClose: () => void }) {
  const one = useDestinationAdmin(id);
  // A new form (fresh default values) for each version reloaded after an edit conflict.
  const [reloads, setReloads] = useState(0);
  if (id !== null && one.isPending) return <Spinner />;
  const reload = async () => {
    const fresh = await one.refetch();
    if (fresh.isError) throw fresh.error;
    setReloads((count) => count + 1);
  };
  return (
    <DestinationForm
      key={reloads}
      destination={id === null ? null : (one.data ?? null)}
      onSaved={onClose}
      onCancel={onClose}
      onReload={reload}
    />
  );
}

/** /admin/destinations: list with computed property counts; create, edit (drawer) and delete (refused while listings remain). */
export function DestinationsScreen() {
  const { t } = useTranslation(ADMIN_DESTINATIONS_NS);
  const { t: ta } = useTranslation('admin');
  const list = useDestinationsAdmin();
  const remove = useDeleteDestination();
  const deleteRow = useDeleteRow('admin-destinations-table');
  const [query, setQuery] = useState('');
  const [editor, setEditor] = useState<{ id: string | null; name?: string } | null>(null);

  const rows = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return (list.data?.results ?? []).filter((d) => !needle || `${d.name} ${d.slug}`.toLocaleLowerCase().includes(needle));
  }, [list.data, query]);

  const onDelete = (d: Destination) =>
    deleteRow({
      question: { title: t('deleteTitle'), message: t('deleteMessage', { name: isolatedName(d.name) }) },
      remove: () => remove.mutateAsync(d._id),
      deleted: t('toasts.deleted'),
      failed: t('toasts.deleteFailed'),
    });

  const columns: Column<Destination>[] = [
    { id: 'name', header: t('columns.name'), render: (d) => d.name, sortValue: (d) => d.name, rowHeader: true },
    { id: 'country', header: t('columns.country'), render: (d) => d.country, sortValue: (d) => d.country },
    { id: 'count', header: t('columns.count'), render: (d) => d.propertyCount, sortValue: (d) => d.propertyCount, align: 'end' },
    {
      id: 'flags',
      header: t('columns.flags'),
      render: (d) => [d.featured ? t('featured') : null, d.popular ? t('popular') : null].filter(Boolean).join(' · ') || '—',
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      sticky: true,
      render: (d) => (
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => setEditor({ id: d._id, name: d.name })}
            aria-label={t('editOf', { name: isolatedName(d.name) })}
          >
            {t('edit')}
          </Button>
          <Button
            type="button"
            $variant="danger"
            onClick={() => void onDelete(d)}
            aria-label={t('deleteOf', { name: isolatedName(d.name) })}
            data-testid="destination-delete"
          >
            {t('delete')}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <AdminScreen
      screen="destinations"
      title={t('title')}
      actions={
        <Button type="button" onClick={() => setEditor({ id: null })} data-testid="destination-add">
          {t('add')}
        </Button>
      }
    >
      <ListFilter label={t('filter')} value={query} onChange={setQuery} />
      {list.isPending && <Spinner />}
      {list.isError && (
        <ErrorPanel title={t('loadFailed')} message={serverMessage(list.error, ta('errors.generic'))} onRetry={() => void list.refetch()} />
      )}
      {list.data && (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={rows}
          rowKey={(d) => d._id}
          emptyText={list.data.results.length === 0 ? t('empty') : t('noMatch')}
          testId="admin-destinations-table"
          rowTestId="admin-destination-row"
          resetKey={query}
        />
      )}
      <Drawer
        open={editor !== null}
        title={editor?.id ? t('editTitle', { name: isolatedName(editor.name ?? '') }) : t('createTitle')}
        closeLabel={t('close')}
        onClose={() => setEditor(null)}
      >
        {editor && <Editor key={editor.id ?? 'new'} id={editor.id} onClose={() => setEditor(null)} />}
      </Drawer>
    </AdminScreen>
  );
}
