import { useState } from 'react';
import styled from 'styled-components';
import type { RestaurantTable } from '@trabzon/api-client';
import { Button, ErrorPanel, Spinner, TextButton, useToast } from '@trabzon/ui';
import { DataTable, type Column } from '@trabzon/ui/tables';
import { isolatedName } from '../../lib/bidi';
import { AdminScreen } from '../../components/AdminScreen';
import { useConfirm } from '../../components/ConfirmDialog';
import { Drawer } from '../../components/Drawer';
import { useDiningText } from '../../lib/dining/i18n';
import { RestaurantPicker, useChosenRestaurant } from '../../lib/dining/RestaurantPicker';
import { useAdminRestaurants } from '../../lib/dining/useRestaurantOptions';
import { serverMessage } from '../../lib/errors';
import { TableForm } from './TableForm';
import { useTableMutations, useTables } from './useTables';

const Toolbar = styled.div`
  max-inline-size: ${({ theme }) => theme.space(120)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(3)};
`;

/** /admin/restaurant-tables: the tables of one restaurant; add, edit, deactivate (and reactivate). */
export function TablesScreen() {
  const { t } = useDiningText();
  const restaurants = useAdminRestaurants();
  const [restaurantId, choose] = useChosenRestaurant();
  const tables = useTables(restaurantId);
  const { update } = useTableMutations(restaurantId);
  const confirm = useConfirm();
  const toast = useToast();
  const [editor, setEditor] = useState<{ table: RestaurantTable | null } | null>(null);

  const toggle = async (table: RestaurantTable) => {
    if (table.active) {
      const ok = await confirm({
        title: t('tables.deactivateTitle'),
        message: t('tables.deactivateMessage', { number: isolatedName(table.number) }),
        confirmLabel: t('tables.deactivate'),
      });
      if (!ok) return;
    }
    try {
      await update.mutateAsync({ tableId: table._id, input: { active: !table.active } });
      toast.success(
        table.active
          ? t('tables.toasts.deactivated', { number: isolatedName(table.number) })
          : t('tables.toasts.activated', { number: isolatedName(table.number) }),
      );
    } catch (error) {
      toast.error(`${t('tables.toasts.saveFailed')} ${serverMessage(error, t('toasts.generic'))}`);
    }
  };

  const columns: Column<RestaurantTable>[] = [
    { id: 'number', header: t('tables.number'), render: (r) => r.number, sortValue: (r) => Number(r.number) || r.number, rowHeader: true },
    { id: 'capacity', header: t('tables.capacity'), render: (r) => r.capacity, sortValue: (r) => r.capacity, align: 'end' },
    { id: 'location', header: t('tables.location'), render: (r) => t(`tables.locations.${r.location}`), sortValue: (r) => r.location },
    {
      id: 'active',
      header: t('list.status'),
      render: (r) => (r.active ? t('list.active') : t('list.inactive')),
      sortValue: (r) => (r.active ? 1 : 0),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      sticky: true,
      render: (r) => (
        <Actions>
          <TextButton
            type="button"
            onClick={() => setEditor({ table: r })}
            aria-label={t('tables.editNamed', { number: isolatedName(r.number) })}
          >
            {t('list.edit')}
          </TextButton>
          <TextButton
            type="button"
            onClick={() => void toggle(r)}
            aria-label={t(r.active ? 'tables.deactivateNamed' : 'tables.activateNamed', { number: isolatedName(r.number) })}
          >
            {r.active ? t('tables.deactivate') : t('tables.activate')}
          </TextButton>
        </Actions>
      ),
    },
  ];

  return (
    <AdminScreen
      screen="restaurant-tables"
      title={t('titles.tables')}
      actions={
        <Button type="button" disabled={!restaurantId} onClick={() => setEditor({ table: null })} data-testid="table-add">
          {t('tables.add')}
        </Button>
      }
    >
      {restaurants.isError && <ErrorPanel title={t('list.loadFailed')} onRetry={() => void restaurants.refetch()} />}
      <Toolbar>
        <RestaurantPicker value={restaurantId} onChange={choose} />
      </Toolbar>
      {(restaurants.isPending || tables.isPending) && restaurantId !== '' && <Spinner />}
      {tables.isError && <ErrorPanel title={t('tables.loadFailed')} onRetry={() => void tables.refetch()} />}
      {tables.data && (
        <DataTable
          caption={t('tables.caption', { count: tables.data.results.length })}
          columns={columns}
          rows={tables.data.results}
          rowKey={(r) => r._id}
          emptyText={t('tables.empty')}
          testId="admin-tables-table"
          rowTestId="admin-table-row"
          resetKey={restaurantId}
        />
      )}
      <Drawer
        open={editor !== null}
        title={editor?.table ? t('tables.editTitle', { number: isolatedName(editor.table.number) }) : t('tables.addTitle')}
        closeLabel={t('form.close')}
        onClose={() => setEditor(null)}
      >
        {editor && (
          <TableForm key={editor.table?._id ?? 'new'} restaurantId={restaurantId} table={editor.table} onDone={() => setEditor(null)} />
        )}
      </Drawer>
    </AdminScreen>
  );
}
