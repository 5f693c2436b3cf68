import { useId, useMemo, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Button, ErrorPanel, FormMessage, Spinner, TextField, VisuallyHidden, useSubmitOnce, useToast } from '@trabzon/ui';
import { formatDate, formatPrice, useTranslation } from '@trabzon/i18n';
import type { InventoryRecord } from '@trabzon/contracts';
import { serverMessage } from '../../../lib/errors';
import { isolatedName } from '../../../lib/bidi';
import { SelectField } from '../../../components/fields';
import { useInventoryText } from '../useInventoryText';
import type { InventoryHotel } from '../useHotelOptions';
import { UNCHANGED_FIELDS, fieldsOfNight, gridChanges, type BlockChoice, type GridFields } from './changes';
import { useGridNights, useSaveNights } from './useGridNights';

export const GRID_NIGHTS = 14;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const Scroll = styled.div`
  overflow-x: auto;
  // A containing block for absolutely placed texts inside (see DataTable's Scroll).
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  margin-block-end: ${({ theme }) => theme.space(3)};
`;

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  font-variant-numeric: tabular-nums;
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
    padding: 0;
    text-align: center;
  }
  thead th {
    padding: ${({ theme }) => theme.space(1)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    white-space: nowrap;
  }
  tbody th {
    padding-inline: ${({ theme }) => theme.space(2)};
    text-align: start;
    white-space: nowrap;
    background: ${({ theme }) => theme.colors.surface};
    position: sticky;
    inset-inline-start: 0;
  }
`;

const Cell = styled.button<{ $state: 'ok' | 'low' | 'blocked' | 'none' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  /* The whole column, at least 72px: a night's heading can be wider than that (Arabic's "الاثنين، 2 مارس"),
     and a fixed width then left the selected night's outline narrower than its column. */
  inline-size: 100%;
  min-inline-size: ${({ theme }) => theme.space(18)};
  padding: ${({ theme }) => theme.space(1)};
  border: 2px solid transparent;
  background: ${({ theme, $state }) => ($state === 'blocked' ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ theme, $state }) => ($state === 'low' ? theme.colors.danger : $state === 'none' ? theme.colors.textMuted : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  strong {
    font-size: ${({ theme }) => theme.fontSize.sm}px;
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
  &[data-blocked='true'] strong {
    text-decoration: line-through;
  }
`;

const Editor = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  > div {
    min-inline-size: ${({ theme }) => theme.space(32)};
  }
`;

interface Selection {
  roomType: string;
  start: string;
  end: string;
}

interface InventoryGridProps {
  hotel: InventoryHotel;
  /** The screen's room type filter: only its row when set, every room type when ''. */
  roomType?: string;
  from: string;
}

/**
 * Room types × nights of one hotel, as hotel back-offices show it: rooms left, price, blocked.
 * Click a night to edit it in place; Shift+click another night of the same room type to select the
 * range and change every night of it at once (missing nights are created from the room type).
 */
export function InventoryGrid({ hotel, roomType = '', from }: InventoryGridProps) {
  const { t, i18n } = useTranslation('adminInventoryGrid');
  const toast = useToast();
  const [start, setStart] = useState(from);
  const dates = useMemo(() => Array.from({ length: GRID_NIGHTS }, (_, i) => addDays(start, i)), [start]);
  const nights = useGridNights(hotel._id, start, addDays(start, GRID_NIGHTS - 1));
  const save = useSaveNights();
  const saving = save.one.isPending || save.range.isPending;
  // Set as the change is sent, before the re-render that shows it busy: a second press meanwhile sends nothing.
  const { once } = useSubmitOnce();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [fields, setFields] = useState<GridFields>(UNCHANGED_FIELDS);
  // What the editor was filled with: only the fields that differ from it are sent.
  const [initial, setInitial] = useState<GridFields>(UNCHANGED_FIELDS);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inventoryText = useInventoryText();
  const blockId = useId();
  const editorId = useId();
  const [wrongField, setWrongField] = useState<'available' | 'price' | null>(null);
  const language = i18n.language;

  const byKey = useMemo(() => {
    const map = new Map<string, InventoryRecord>();
    for (const record of nights.data ?? []) map.set(`${record.roomType}|${record.date}`, record);
    return map;
  }, [nights.data]);

  const choose = (roomType: string, date: string, event: MouseEvent) => {
    setError(null);
    setNotice(null);
    let [a, b] = [date, date];
    if (event.shiftKey && selection && selection.roomType === roomType) {
      [a, b] = selection.start <= date ? [selection.start, date] : [date, selection.start];
    }
    // One night shows its values; a range (or a night without a record) starts blank: "leave as it is".
    const record = a === b ? byKey.get(`${roomType}|${a}`) : undefined;
    const filled = record ? fieldsOfNight(record) : UNCHANGED_FIELDS;
    setSelection({ roomType, start: a, end: b });
    setFields(filled);
    setInitial(filled);
    setWrongField(null);
  };

  const selected = (roomType: string, date: string) =>
    selection !== null && selection.roomType === roomType && date >= selection.start && date <= selection.end;

  const apply = once(async () => {
    if (!selection) return;
    setNotice(null);
    setWrongField(null);
    const result = gridChanges(fields, initial);
    if ('problem' in result) {
      if (result.problem === 'nothingChanged') {
        setError(null);
        setNotice(t('nothingChanged'));
      } else if (result.problem === 'numbers') {
        setError(null);
        setWrongField(result.field);
        document.getElementById(`${editorId}-${result.field}`)?.focus();
      } else setError(inventoryText.message(result.problem));
      return;
    }
    const { changes } = result;
    const single = selection.start === selection.end ? byKey.get(`${selection.roomType}|${selection.start}`) : undefined;
    try {
      if (single) await save.one.mutateAsync({ id: single._id, body: changes });
      else
        await save.range.mutateAsync({
          hotel: hotel._id,
          roomType: selection.roomType,
          startDate: selection.start,
          endDate: selection.end,
          dayTypes: ['all'],
          changes,
        });
      toast.success(t('saved'));
      setError(null);
      setInitial(fields);
    } catch (failure) {
      // The spec's inventory messages in the page's language (as the inventory form shows them).
      setError(inventoryText.fromServer(failure));
    }
  });

  const roomName = hotel.roomTypes.find((r) => r._id === selection?.roomType)?.name ?? '';
  const rows = roomType ? hotel.roomTypes.filter((r) => r._id === roomType) : hotel.roomTypes;
  return (
    <section aria-labelledby="grid-title" data-testid="inventory-grid">
      <h2 id="grid-title">{t('title', { hotel: isolatedName(hotel.name) })}</h2>
      <p>
        <Button type="button" $variant="secondary" onClick={() => setStart(addDays(start, -GRID_NIGHTS))}>
          {t('earlier')}
        </Button>{' '}
        <Button type="button" $variant="secondary" onClick={() => setStart(addDays(start, GRID_NIGHTS))}>
          {t('later')}
        </Button>{' '}
        <small>{t('hint')}</small>
      </p>
      {nights.isLoading && <Spinner label={t('loading')} />}
      {nights.isError && <ErrorPanel message={serverMessage(nights.error, t('loadFailed'))} onRetry={() => void nights.refetch()} />}
      {nights.data && (
        // A region of its own (it scrolls, so it takes the focus), named apart from the section around it.
        <Scroll
          role="region"
          aria-label={t('tableLabel', { from: formatDate(start, language), to: formatDate(addDays(start, GRID_NIGHTS - 1), language) })}
          tabIndex={0}
        >
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('roomType')}</th>
                {dates.map((date) => (
                  <th key={date} scope="col">
                    {formatDate(date, language, { weekday: 'short', day: 'numeric', month: 'short' })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((room) => (
                <tr key={room._id}>
                  <th scope="row">{room.name}</th>
                  {dates.map((date) => {
                    const record = byKey.get(`${room._id}|${date}`);
                    const state = !record ? 'none' : record.blocked ? 'blocked' : record.availableRooms < 2 ? 'low' : 'ok';
                    // The button's name starts with what it shows ("10/10 $60.00"), so speech input can
                    // say what is seen (WCAG 2.5.3); the room, night and rooms left in words follow, hidden.
                    const context = record
                      ? t('cellContext', {
                          room: isolatedName(room.name),
                          date: formatDate(date, language),
                          left: record.availableRooms,
                          total: record.totalRooms,
                        })
                      : t('cellEmpty', { room: isolatedName(room.name), date: formatDate(date, language) });
                    return (
                      <td key={date}>
                        <Cell
                          type="button"
                          $state={state}
                          aria-pressed={selected(room._id, date)}
                          data-blocked={record?.blocked ?? false}
                          onClick={(event) => choose(room._id, date, event)}
                          data-testid="grid-cell"
                        >
                          <strong>{record ? `${record.availableRooms}/${record.totalRooms}` : '—'}</strong>{' '}
                          {record && <span>{formatPrice(record.price, language)}</span>} {record?.blocked && <span>{t('blocked')}</span>}{' '}
                          <VisuallyHidden>{context}</VisuallyHidden>
                        </Cell>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      {selection && (
        <Editor
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
          aria-label={t('editorLabel')}
          data-testid="grid-editor"
        >
          <p>
            <strong>
              <bdi>{roomName}</bdi>
            </strong>{' '}
            {selection.start === selection.end
              ? formatDate(selection.start, language)
              : t('range', { from: formatDate(selection.start, language), to: formatDate(selection.end, language) })}
          </p>
          <TextField
            label={t('available')}
            id={`${editorId}-available`}
            error={wrongField === 'available' ? t('roomsWhole') : null}
            type="number"
            min={0}
            value={fields.available}
            placeholder={t('unchanged')}
            onChange={(e) => setFields({ ...fields, available: e.target.value })}
            data-testid="grid-available"
          />
          <TextField
            label={t('basePrice')}
            id={`${editorId}-price`}
            error={wrongField === 'price' ? t('priceRange') : null}
            type="number"
            min={0}
            step="0.01"
            value={fields.price}
            placeholder={t('unchanged')}
            onChange={(e) => setFields({ ...fields, price: e.target.value })}
            data-testid="grid-price"
          />
          <SelectField
            id={blockId}
            label={t('blocking')}
            value={fields.blocked}
            onChange={(e) => setFields({ ...fields, blocked: e.target.value as BlockChoice })}
            data-testid="grid-blocked"
          >
            <option value="unchanged">{t('unchanged')}</option>
            <option value="block">{t('blockNights')}</option>
            <option value="unblock">{t('unblock')}</option>
          </SelectField>
          {fields.blocked === 'block' && (
            <TextField
              label={t('reason')}
              value={fields.reason}
              required
              maxLength={300}
              onChange={(e) => setFields({ ...fields, reason: e.target.value })}
              data-testid="grid-reason"
            />
          )}
          {/* Busy, not disabled: a disabled button would drop the keyboard's focus to <body>. */}
          <Button type="submit" aria-disabled={saving || undefined} data-testid="grid-apply">
            {selection.start === selection.end ? t('apply') : t('applyRange')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setSelection(null)}>
            {t('clear')}
          </Button>
          {error && (
            <FormMessage $tone="error" role="alert">
              {error}
            </FormMessage>
          )}
          {notice && (
            <FormMessage $tone="info" data-testid="grid-notice">
              {notice}
            </FormMessage>
          )}
        </Editor>
      )}
    </section>
  );
}
