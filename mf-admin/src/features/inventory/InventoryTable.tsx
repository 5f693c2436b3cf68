import { useMemo } from 'react';
import styled from 'styled-components';
import { Button } from '@trabzon/ui';
import { DataTable, type Column } from '@trabzon/ui/tables';
import { formatDate, formatPrice } from '@trabzon/i18n';
import type { InventoryRecord } from '@trabzon/contracts';
import { useInventoryText } from './useInventoryText';

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 32px;
    padding-block: ${({ theme }) => theme.space(1)};
    padding-inline: ${({ theme }) => theme.space(3)};
  }
`;

const Blocked = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Notes = styled.span`
  display: inline-block;
  max-inline-size: ${({ theme }) => theme.space(50)};
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: bottom;
`;

const percent = (value: number, language: string) => `${value.toLocaleString(language)} %`;

interface InventoryTableProps {
  records: readonly InventoryRecord[];
  caption: string;
  resetKey: string;
  onEdit: (record: InventoryRecord) => void;
  onDelete: (record: InventoryRecord) => void;
}

/** The nights of the chosen room type: one row a date, sortable, a month a page. */
export function InventoryTable({ records, caption, resetKey, onEdit, onDelete }: InventoryTableProps) {
  const { t, language } = useInventoryText();
  const columns = useMemo<Column<InventoryRecord>[]>(
    () => [
      {
        id: 'date',
        header: t('inventory.columns.date'),
        render: (r) => formatDate(r.date, language),
        sortValue: (r) => r.date,
        rowHeader: true,
      },
      { id: 'weekday', header: t('inventory.columns.weekday'), render: (r) => formatDate(r.date, language, { weekday: 'long' }) },
      {
        id: 'totalRooms',
        header: t('inventory.columns.totalRooms'),
        render: (r) => r.totalRooms,
        sortValue: (r) => r.totalRooms,
        align: 'end',
      },
      {
        id: 'availableRooms',
        header: t('inventory.columns.availableRooms'),
        render: (r) => r.availableRooms,
        sortValue: (r) => r.availableRooms,
        align: 'end',
      },
      {
        id: 'basePrice',
        header: t('inventory.columns.basePrice'),
        render: (r) => formatPrice(r.basePrice, language),
        sortValue: (r) => r.basePrice,
        align: 'end',
      },
      {
        id: 'price',
        header: t('inventory.columns.price'),
        render: (r) => <strong>{formatPrice(r.price, language)}</strong>,
        sortValue: (r) => r.price,
        align: 'end',
      },
      {
        id: 'priceModifier',
        header: t('inventory.columns.priceModifier'),
        render: (r) => `× ${r.priceModifier.toLocaleString(language)}`,
        sortValue: (r) => r.priceModifier,
        align: 'end',
      },
      {
        id: 'seasonal',
        header: t('inventory.columns.seasonal'),
        render: (r) => percent(r.seasonalAdjustment, language),
        sortValue: (r) => r.seasonalAdjustment,
        align: 'end',
      },
      {
        id: 'promotion',
        header: t('inventory.columns.promotion'),
        render: (r) => percent(r.promotionDiscount, language),
        sortValue: (r) => r.promotionDiscount,
        align: 'end',
      },
      {
        id: 'promoCode',
        header: t('inventory.columns.promoCode'),
        render: (r) => r.promotionCode ?? '—',
        sortValue: (r) => r.promotionCode,
      },
      {
        id: 'blocked',
        header: t('inventory.columns.blocked'),
        render: (r) => (r.blocked ? <Blocked>{t('inventory.blockedBecause', { reason: r.blockReason ?? '' })}</Blocked> : t('common.no')),
        sortValue: (r) => r.blocked,
      },
      { id: 'notes', header: t('inventory.columns.notes'), render: (r) => (r.notes ? <Notes title={r.notes}>{r.notes}</Notes> : '—') },
      {
        id: 'actions',
        header: t('inventory.columns.actions'),
        sticky: true,
        render: (r) => {
          const date = formatDate(r.date, language);
          return (
            <RowActions>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => onEdit(r)}
                aria-label={t('inventory.editNamed', { date })}
                data-testid="inventory-edit"
              >
                {t('actions.edit')}
              </Button>
              <Button
                type="button"
                $variant="danger"
                onClick={() => onDelete(r)}
                aria-label={t('inventory.deleteNamed', { date })}
                data-testid="inventory-delete"
              >
                {t('actions.delete')}
              </Button>
            </RowActions>
          );
        },
      },
    ],
    [t, language, onEdit, onDelete],
  );
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={records}
      rowKey={(r) => r._id}
      emptyText={t('inventory.empty')}
      pageSize={31}
      initialSort={{ column: 'date', direction: 'asc' }}
      testId="inventory-table"
      rowTestId="inventory-row"
      resetKey={resetKey}
    />
  );
}
