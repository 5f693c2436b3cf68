import { useMemo } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@trabzon/ui';
import { DataTable, type Column } from '@trabzon/ui/tables';
import { formatRating, useTranslation } from '@trabzon/i18n';
import { isolatedName } from '../../lib/bidi';
import type { HotelRow } from './model/rows';

const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 32px;
    padding-block: ${({ theme }) => theme.space(1)};
    padding-inline: ${({ theme }) => theme.space(3)};
  }
`;

const Badge = styled.span<{ $on: boolean }>`
  display: inline-block;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  font-weight: 600;
  background: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.surfaceAlt)};
  color: ${({ theme, $on }) => ($on ? theme.colors.onSuccess : theme.colors.textMuted)};
`;

interface HotelsTableProps {
  rows: HotelRow[];
  resetKey: string;
  onEdit: (row: HotelRow) => void;
  onDelete: (row: HotelRow) => void;
}

export function HotelsTable({ rows, resetKey, onEdit, onDelete }: HotelsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const columns = useMemo<Column<HotelRow>[]>(() => {
    const yesNo = (on: boolean) => <Badge $on={on}>{on ? t('common.yes') : t('common.no')}</Badge>;
    return [
      { id: 'name', header: t('hotels.columns.name'), render: (row) => row.name, sortValue: (row) => row.name, rowHeader: true },
      { id: 'city', header: t('hotels.columns.city'), render: (row) => row.city, sortValue: (row) => row.city },
      { id: 'stars', header: t('hotels.columns.stars'), render: (row) => `${row.stars} ★`, sortValue: (row) => row.stars, align: 'end' },
      {
        id: 'rating',
        header: t('hotels.columns.rating'),
        // Without reviews the average is 0, which would read as a real zero rating.
        render: (row) =>
          row.reviews > 0 ? (
            `${formatRating(row.rating, i18n.language)} (${row.reviews})`
          ) : (
            <span data-testid="hotel-no-rating">
              <span aria-hidden="true">—</span>
              <VisuallyHidden>{t('hotels.noReviews')}</VisuallyHidden>
            </span>
          ),
        sortValue: (row) => (row.reviews > 0 ? row.rating : null),
        align: 'end',
      },
      {
        id: 'roomTypes',
        header: t('hotels.columns.roomTypes'),
        render: (row) => row.roomTypes,
        sortValue: (row) => row.roomTypes,
        align: 'end',
      },
      { id: 'featured', header: t('hotels.columns.featured'), render: (row) => yesNo(row.featured), sortValue: (row) => row.featured },
      { id: 'active', header: t('hotels.columns.active'), render: (row) => yesNo(row.active), sortValue: (row) => row.active },
      {
        id: 'actions',
        header: t('hotels.columns.actions'),
        sticky: true,
        render: (row) => (
          <RowActions>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => onEdit(row)}
              aria-label={t('hotels.editNamed', { name: isolatedName(row.name) })}
              data-testid="hotel-edit"
            >
              {t('actions.edit')}
            </Button>
            <Button
              type="button"
              $variant="danger"
              onClick={() => onDelete(row)}
              aria-label={t('hotels.deleteNamed', { name: isolatedName(row.name) })}
              data-testid="hotel-delete"
            >
              {t('actions.delete')}
            </Button>
          </RowActions>
        ),
      },
    ];
  }, [t, i18n.language, onEdit, onDelete]);
  return (
    <DataTable
      caption={t('hotels.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={t('hotels.empty')}
      initialSort={{ column: 'name', direction: 'asc' }}
      testId="admin-hotels-table"
      rowTestId="hotel-row"
      resetKey={resetKey}
    />
  );
}
