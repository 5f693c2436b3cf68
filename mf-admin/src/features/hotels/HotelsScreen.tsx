import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, ErrorPanel, Muted, Spinner, TextField } from '@trabzon/ui';
import { filterRows } from '@trabzon/ui/tables';
import { useTranslation } from '@trabzon/i18n';
import { adminApi } from '@trabzon/api-client';
import { isolatedName } from '../../lib/bidi';
import { AdminScreen } from '../../components/AdminScreen';
import { Drawer } from '../../components/Drawer';
import { pickText } from '../../lib/translated';
import { useDeleteRow } from '../../lib/useDeleteRow';
import { HotelEditor } from './HotelEditor';
import { HotelsTable } from './HotelsTable';
import type { HotelRow } from './model/rows';
import { useHotelsData } from './useHotelsData';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  > div {
    flex: 1 1 ${({ theme }) => theme.space(70)};
    max-inline-size: ${({ theme }) => theme.space(120)};
    margin-block-end: 0;
  }
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

/** null: closed; { id: null }: a new hotel; { id }: edit that hotel. */
type EditorState = { id: string | null; name?: string } | null;

/** /admin/hotels: the hotels table with filter, sorting and paging; create, edit and delete. */
export function HotelsScreen() {
  const { t, i18n } = useTranslation('admin');
  const data = useHotelsData(i18n.language);
  const deleteRow = useDeleteRow('admin-hotels-table');
  const [query, setQuery] = useState('');
  const [editor, setEditor] = useState<EditorState>(null);
  const { forget } = data;

  const rows = useMemo(() => filterRows(data.rows, query, (row) => [row.name, row.city, row.country]), [data.rows, query]);

  const remove = useCallback(
    (row: HotelRow) =>
      deleteRow({
        question: { title: t('hotels.deleteTitle'), message: t('hotels.deleteMessage', { name: isolatedName(row.name) }) },
        remove: async () => {
          await adminApi.hotels.remove(row.id);
          forget(row.id);
        },
        deleted: t('hotels.toasts.deleted'),
        failed: t('hotels.toasts.deleteFailed'),
      }),
    [deleteRow, forget, t],
  );
  const edit = useCallback((row: HotelRow) => setEditor({ id: row.id, name: row.name }), []);

  return (
    <AdminScreen
      screen="hotels"
      title={t('screens.hotels')}
      actions={
        <Button type="button" onClick={() => setEditor({ id: null })} data-testid="hotel-add">
          {t('hotels.add')}
        </Button>
      }
    >
      <Toolbar role="search">
        <TextField
          label={t('hotels.filter')}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="hotel-filter"
        />
      </Toolbar>
      {data.status === 'loading' && <Spinner />}
      {data.status === 'error' && <ErrorPanel title={t('hotels.loadFailed')} onRetry={data.reload} />}
      {data.status === 'ready' && <HotelsTable rows={rows} resetKey={query} onEdit={edit} onDelete={remove} />}
      <Muted>{t('hotels.listNote')}</Muted>
      <Drawer
        open={editor !== null}
        title={editor?.id ? t('hotels.editTitle', { name: isolatedName(editor.name ?? '') }) : t('hotels.createTitle')}
        closeLabel={t('actions.close')}
        onClose={() => setEditor(null)}
      >
        {editor && (
          <HotelEditor
            hotelId={editor.id}
            onSaved={(hotel) => {
              data.remember(hotel);
              setEditor((current) => (current ? { id: hotel._id, name: pickText(hotel.name, i18n.language) } : current));
            }}
            onClose={() => setEditor(null)}
          />
        )}
      </Drawer>
    </AdminScreen>
  );
}
