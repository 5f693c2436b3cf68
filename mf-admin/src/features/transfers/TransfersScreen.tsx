import { useState } from 'react';
import { Button, ErrorPanel, Spinner } from '@trabzon/ui';
import { DataTable, type Column } from '@trabzon/ui/tables';
import { formatPrice, useTranslation } from '@trabzon/i18n';
import type { VehicleAdmin } from '@trabzon/api-client';
import { isolatedName } from '../../lib/bidi';
import { AdminScreen } from '../../components/AdminScreen';
import { Drawer } from '../../components/Drawer';
import { StatusPill } from '../../components/StatusPill';
import { serverMessage } from '../../lib/errors';
import { pickText } from '../../lib/translated';
import { Panel } from './components/Panel';
import { TaxiRatesSection } from './components/TaxiRatesSection';
import { VehicleForm } from './components/VehicleForm';
import { ADMIN_TRANSFERS_NS } from './i18n';
import { isRental } from './model';
import { useAdminVehicles } from './queries/useTransfersAdmin';

/**
 * /admin/transfers: the rental cars and transfer vehicles (texts, capacity, price, fleet, shown or
 * not), each edited in a drawer, and the taxi rates. Admins only: the shell's guard and the API's.
 */
export function TransfersScreen() {
  const { t, i18n } = useTranslation(ADMIN_TRANSFERS_NS);
  const { t: ta } = useTranslation('admin');
  const list = useAdminVehicles();
  const [editedId, setEditedId] = useState<string | null>(null);
  const language = i18n.language;
  const name = (v: VehicleAdmin) => pickText(v.name, language);
  const edited = list.data?.find((v) => v._id === editedId) ?? null;
  // A new form (fresh default values) for each version reloaded after an edit conflict.
  const [reloads, setReloads] = useState(0);
  const reloadVehicles = async () => {
    const fresh = await list.refetch();
    if (fresh.isError) throw fresh.error;
    setReloads((count) => count + 1);
  };
  const typeOf = (v: VehicleAdmin) => t(`types.${v.type}`, { defaultValue: v.type });

  const columns: Column<VehicleAdmin>[] = [
    { id: 'name', header: t('columns.name'), render: name, sortValue: name, rowHeader: true },
    {
      id: 'service',
      header: t('columns.service'),
      render: (v) => t(isRental(v) ? 'services.car_rental' : 'services.transfer'),
      sortValue: (v) => v.service,
    },
    { id: 'type', header: t('columns.type'), render: typeOf, sortValue: typeOf },
    { id: 'passengers', header: t('columns.passengers'), render: (v) => v.passengers, sortValue: (v) => v.passengers, align: 'end' },
    { id: 'luggage', header: t('columns.luggage'), render: (v) => v.luggage, sortValue: (v) => v.luggage, align: 'end' },
    {
      id: 'price',
      header: t('columns.price'),
      render: (v) => t(isRental(v) ? 'price.day' : 'price.trip', { price: formatPrice(v.price, language) }),
      sortValue: (v) => v.price,
      align: 'end',
    },
    {
      id: 'fleet',
      header: t('columns.fleet'),
      render: (v) => (isRental(v) ? v.fleet : t('noFleet')),
      sortValue: (v) => (isRental(v) ? v.fleet : -1),
      align: 'end',
    },
    {
      id: 'active',
      header: t('columns.active'),
      render: (v) => (
        <StatusPill $tone={v.active ? 'success' : 'neutral'}>{v.active ? t('status.active') : t('status.inactive')}</StatusPill>
      ),
      sortValue: (v) => (v.active ? 1 : 0),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      sticky: true,
      render: (v) => (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => setEditedId(v._id)}
          aria-label={t('editNamed', { name: isolatedName(name(v)) })}
          data-testid="vehicle-edit"
        >
          {t('edit')}
        </Button>
      ),
    },
  ];

  return (
    <AdminScreen screen="transfers" title={t('title')}>
      <Panel aria-labelledby="vehicles-title" data-testid="vehicles">
        <h2 id="vehicles-title">{t('vehicles.heading')}</h2>
        <p>{t('vehicles.intro')}</p>
        {list.isPending && <Spinner />}
        {list.isError && (
          <ErrorPanel
            title={t('vehicles.loadFailed')}
            message={serverMessage(list.error, ta('errors.generic'))}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && (
          <DataTable
            caption={t('vehicles.caption')}
            columns={columns}
            rows={list.data}
            rowKey={(v) => v._id}
            emptyText={t('vehicles.empty')}
            pageSize={25}
            testId="admin-vehicles-table"
            rowTestId="admin-vehicle-row"
          />
        )}
      </Panel>
      <TaxiRatesSection />
      <Drawer
        open={edited !== null}
        title={edited ? t('form.editTitle', { name: isolatedName(name(edited)) }) : ''}
        closeLabel={ta('actions.close')}
        onClose={() => setEditedId(null)}
        testId="vehicle-drawer"
      >
        {edited && (
          <VehicleForm
            key={`${edited._id}-${reloads}`}
            vehicle={edited}
            onSaved={() => setEditedId(null)}
            onCancel={() => setEditedId(null)}
            onReload={reloadVehicles}
          />
        )}
      </Drawer>
    </AdminScreen>
  );
}
