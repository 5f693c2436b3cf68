import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { Button, ErrorPanel, Muted, Spinner, TextField, useToast } from '@trabzon/ui';
import { focusTable } from '@trabzon/ui/tables';
import { formatDate } from '@trabzon/i18n';
import { adminApi } from '@trabzon/api-client';
import type { InventoryRecord } from '@trabzon/contracts';
import { AdminScreen } from '../../components/AdminScreen';
import { useConfirm } from '../../components/ConfirmDialog';
import { Drawer } from '../../components/Drawer';
import { FieldGrid } from '../../components/fields';
import { defaultRange } from './model/dates';
import { BulkForm } from './BulkForm';
import { HotelRoomSelects } from './HotelRoomSelects';
import { InventoryForm } from './InventoryForm';
import { InventoryTable } from './InventoryTable';
import { useHotelOptions } from './useHotelOptions';
import { useInventoryRecords, type InventoryQuery } from './useInventoryRecords';
import { useInventoryText } from './useInventoryText';
import { isolatedName } from '../../lib/bidi';
import { InventoryGrid } from './grid/InventoryGrid';

const Filters = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding-block: ${({ theme }) => theme.space(4)} 0;
  padding-inline: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

type Panel = { kind: 'add' } | { kind: 'edit'; record: InventoryRecord } | { kind: 'bulk' } | null;

/** The screen's choice (hotel, room type, date range) lives in the URL, so it survives a reload. */
function useInventoryQuery(): [InventoryQuery, (next: Partial<InventoryQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => defaultRange(), []);
  const query: InventoryQuery = {
    hotel: params.get('hotel') ?? '',
    roomType: params.get('roomType') ?? '',
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
  };
  const update = (next: Partial<InventoryQuery>) => {
    const merged = { ...query, ...next };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };
  return [query, update];
}

/** /admin/hotel-inventory: one room type's nights in a date range; add, edit, delete, bulk update. */
export function InventoryScreen() {
  const { t, language, toastText, failed } = useInventoryText();
  const toast = useToast();
  const confirm = useConfirm();
  const [query, setQuery] = useInventoryQuery();
  const options = useHotelOptions(language);
  const inventory = useInventoryRecords(query);
  const [panel, setPanel] = useState<Panel>(null);
  const { reload } = inventory;

  const hotel = options.hotels.find((h) => h._id === query.hotel);
  const room = hotel?.roomTypes.find((r) => r._id === query.roomType);

  const remove = useCallback(
    async (record: InventoryRecord) => {
      const date = formatDate(record.date, language);
      const ok = await confirm({ title: t('inventory.deleteTitle'), message: t('inventory.deleteMessage', { date }) });
      if (!ok) return;
      try {
        await adminApi.inventory.remove(record._id);
        toast.success(toastText('deleted'));
        reload();
        focusTable('inventory-table');
      } catch (error) {
        toast.error(failed('deleteFailed', error));
      }
    },
    [confirm, language, reload, t, toast, toastText, failed],
  );
  const edit = useCallback((record: InventoryRecord) => setPanel({ kind: 'edit', record }), []);
  const saved = () => {
    setPanel(null);
    reload();
  };

  const panelTitle =
    panel?.kind === 'edit'
      ? t('inventory.form.editTitle', { date: formatDate(panel.record.date, language) })
      : panel?.kind === 'bulk'
        ? t('inventory.bulk.title')
        : t('inventory.form.addTitle');

  return (
    <AdminScreen
      screen="hotel-inventory"
      title={t('screens.hotelInventory')}
      actions={
        <>
          <Button type="button" onClick={() => setPanel({ kind: 'add' })} data-testid="inventory-add">
            {t('inventory.add')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setPanel({ kind: 'bulk' })} data-testid="inventory-bulk">
            {t('inventory.bulk.title')}
          </Button>
        </>
      }
    >
      <Filters role="search" aria-label={t('inventory.filters')}>
        {options.status === 'error' && <ErrorPanel title={t('inventory.hotelsFailed')} onRetry={options.reload} />}
        <HotelRoomSelects
          hotels={options.hotels}
          hotel={query.hotel}
          roomType={query.roomType}
          onChange={(hotelId, roomType) => setQuery({ hotel: hotelId, roomType })}
          hotelId="inventory-filter-hotel"
          roomTypeId="inventory-filter-room"
          testPrefix="inventory-filter"
        />
        <FieldGrid>
          <TextField
            label={t('inventory.fields.from')}
            type="date"
            value={query.from}
            onChange={(e) => setQuery({ from: e.target.value })}
            data-testid="inventory-from"
          />
          <TextField
            label={t('inventory.fields.to')}
            type="date"
            value={query.to}
            min={query.from}
            onChange={(e) => setQuery({ to: e.target.value })}
            data-testid="inventory-to"
          />
        </FieldGrid>
      </Filters>
      {hotel && <InventoryGrid key={`${hotel._id}|${query.from}`} hotel={hotel} roomType={query.roomType} from={query.from} />}
      {/* With a hotel chosen, the grid above shows it already: only the list needs a room type. */}
      {inventory.status === 'idle' && <Muted data-testid="inventory-pick">{t(hotel ? 'inventory.pickRoomType' : 'inventory.pick')}</Muted>}
      {inventory.status === 'loading' && <Spinner />}
      {inventory.status === 'error' && <ErrorPanel title={t('inventory.loadFailed')} onRetry={reload} />}
      {inventory.status === 'ready' && (
        <InventoryTable
          records={inventory.records}
          caption={t('inventory.caption', {
            hotel: isolatedName(hotel?.name ?? inventory.records[0]?.hotelName ?? ''),
            room: isolatedName(room?.name ?? inventory.records[0]?.roomTypeName ?? ''),
            from: formatDate(query.from, language),
            to: formatDate(query.to, language),
          })}
          resetKey={`${query.hotel}|${query.roomType}|${query.from}|${query.to}`}
          onEdit={edit}
          onDelete={remove}
        />
      )}
      <Drawer open={panel !== null} title={panelTitle} closeLabel={t('actions.close')} onClose={() => setPanel(null)}>
        {panel?.kind === 'bulk' && <BulkForm hotels={options.hotels} defaults={query} onApplied={saved} onCancel={() => setPanel(null)} />}
        {panel?.kind === 'add' && (
          <InventoryForm hotels={options.hotels} defaults={query} onSaved={saved} onCancel={() => setPanel(null)} />
        )}
        {panel?.kind === 'edit' && (
          <InventoryForm hotels={options.hotels} record={panel.record} defaults={query} onSaved={saved} onCancel={() => setPanel(null)} />
        )}
      </Drawer>
    </AdminScreen>
  );
}
