import { useState } from 'react';
import { Link } from '@trabzon/router';
import styled from 'styled-components';
import { adminRestaurantsApi, type RestaurantAdmin } from '@trabzon/api-client';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorPanel, Spinner, TextButton, VisuallyHidden, useToast } from '@trabzon/ui';
import { DataTable, type Column, filterRows } from '@trabzon/ui/tables';
import { formatRating } from '@trabzon/i18n';
import { isolatedName } from '../../lib/bidi';
import { AdminScreen } from '../../components/AdminScreen';
import { useConfirm } from '../../components/ConfirmDialog';
import { Drawer } from '../../components/Drawer';
import { ListFilter } from '../../components/ListFilter';
import { useDiningText } from '../../lib/dining/i18n';
import { useAdminRestaurants } from '../../lib/dining/useRestaurantOptions';
import { serverMessage } from '../../lib/errors';
import { pickText } from '../../lib/translated';
import { RestaurantForm } from './RestaurantForm';
import { useRestaurantMutations } from './useRestaurantMutations';

const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(3)};
`;

/** GET /api/admin/restaurants/:id: the one being edited, fresh. */
function useEditedRestaurant(id: string | null) {
  return useQuery({ queryKey: ['admin', 'restaurants', id], queryFn: () => adminRestaurantsApi.get(id ?? ''), enabled: Boolean(id) });
}

type Editor = { id: string | null } | null;

/** /admin/restaurants: list with filter, sorting and paging; create and edit in a drawer; delete after confirmation. */
export function RestaurantsAdminScreen() {
  const { t, i18n } = useDiningText();
  const list = useAdminRestaurants();
  const confirm = useConfirm();
  const toast = useToast();
  const { remove } = useRestaurantMutations();
  const [query, setQuery] = useState('');
  const [editor, setEditor] = useState<Editor>(null);
  const edited = useEditedRestaurant(editor?.id ?? null);
  // A new form (fresh default values) for each version reloaded after an edit conflict.
  const [reloads, setReloads] = useState(0);
  const reloadEdited = async () => {
    const fresh = await edited.refetch();
    if (fresh.isError) throw fresh.error;
    setReloads((count) => count + 1);
  };
  const name = (r: RestaurantAdmin) => pickText(r.name, i18n.language);

  const rows = filterRows(list.data?.results ?? [], query, (r) => [name(r), r.address.city, r.cuisine]);

  const onDelete = async (r: RestaurantAdmin) => {
    const ok = await confirm({ title: t('list.deleteTitle'), message: t('list.deleteMessage', { name: isolatedName(name(r)) }) });
    if (!ok) return;
    try {
      await remove.mutateAsync(r._id);
      toast.success(t('toasts.deleted', { name: isolatedName(name(r)) }));
    } catch (error) {
      toast.error(`${t('toasts.deleteFailed')} ${serverMessage(error, t('toasts.generic'))}`);
    }
  };

  const columns: Column<RestaurantAdmin>[] = [
    { id: 'name', header: t('list.name'), render: name, sortValue: name, rowHeader: true },
    { id: 'cuisine', header: t('list.cuisine'), render: (r) => t(`cuisines.${r.cuisine}`), sortValue: (r) => r.cuisine },
    { id: 'city', header: t('list.city'), render: (r) => r.address.city, sortValue: (r) => r.address.city },
    { id: 'price', header: t('list.price'), render: (r) => '$'.repeat(r.priceRange), sortValue: (r) => r.priceRange },
    {
      id: 'rating',
      header: t('list.rating'),
      // Without reviews the average is 0, which would read as a real zero rating.
      render: (r) =>
        r.totalReviews > 0 ? (
          formatRating(r.averageRating, i18n.language)
        ) : (
          <span data-testid="restaurant-no-rating">
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{t('list.noReviews')}</VisuallyHidden>
          </span>
        ),
      sortValue: (r) => (r.totalReviews > 0 ? r.averageRating : null),
      align: 'end',
    },
    {
      id: 'tables',
      header: t('list.tables'),
      render: (r) => <Link to={`/admin/restaurant-tables?restaurant=${r._id}`}>{t('list.tableCount', { count: r.tableCount })}</Link>,
      sortValue: (r) => r.tableCount,
    },
    {
      id: 'status',
      header: t('list.status'),
      render: (r) =>
        [r.active ? t('list.active') : t('list.inactive'), r.promoted ? t('form.promoted') : '', r.isNew ? t('form.isNew') : '']
          .filter(Boolean)
          .join(' · '),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      sticky: true,
      render: (r) => (
        <Actions>
          <TextButton
            type="button"
            onClick={() => setEditor({ id: r._id })}
            aria-label={t('list.editNamed', { name: isolatedName(name(r)) })}
          >
            {t('list.edit')}
          </TextButton>
          <TextButton
            type="button"
            onClick={() => void onDelete(r)}
            aria-label={t('list.deleteNamed', { name: isolatedName(name(r)) })}
            data-testid="restaurant-delete"
          >
            {t('list.delete')}
          </TextButton>
        </Actions>
      ),
    },
  ];

  return (
    <AdminScreen
      screen="restaurants"
      title={t('titles.restaurants')}
      actions={
        <Button type="button" onClick={() => setEditor({ id: null })} data-testid="restaurant-add">
          {t('list.add')}
        </Button>
      }
    >
      <ListFilter label={t('list.filter')} value={query} onChange={setQuery} />
      {list.isPending && <Spinner />}
      {list.isError && <ErrorPanel title={t('list.loadFailed')} onRetry={() => void list.refetch()} />}
      {list.data && (
        <DataTable
          caption={t('list.caption', { count: rows.length })}
          columns={columns}
          rows={rows}
          rowKey={(r) => r._id}
          emptyText={t('list.empty')}
          initialSort={{ column: 'name', direction: 'asc' }}
          testId="admin-restaurants-table"
          rowTestId="admin-restaurant-row"
          resetKey={query}
        />
      )}
      <Drawer
        open={editor !== null}
        title={editor?.id ? t('form.editTitle') : t('form.createTitle')}
        closeLabel={t('form.close')}
        onClose={() => setEditor(null)}
      >
        {editor && (editor.id === null || edited.data) ? (
          <RestaurantForm
            key={`${editor.id ?? 'new'}-${reloads}`}
            restaurant={editor.id ? (edited.data ?? null) : null}
            onSaved={() => setEditor(null)}
            onCancel={() => setEditor(null)}
            onReload={reloadEdited}
          />
        ) : editor ? (
          edited.isError ? (
            <ErrorPanel title={t('list.loadFailed')} onRetry={() => void edited.refetch()} />
          ) : (
            <Spinner />
          )
        ) : null}
      </Drawer>
    </AdminScreen>
  );
}
