import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { RestaurantAvailabilityDay, RestaurantTable } from '@trabzon/api-client';
import { addDays, todayIso } from '@trabzon/dates';
import { RESERVATION_RULES } from '@trabzon/contracts/restaurant-rules';
import { Button, CheckboxLabel, ErrorPanel, FormMessage, Muted, Spinner, TextButton, TextField, useToast } from '@trabzon/ui';
import { DataTable, type Column } from '@trabzon/ui/tables';
import { formatDate } from '@trabzon/i18n';
import { AdminScreen } from '../../components/AdminScreen';
import { useConfirm } from '../../components/ConfirmDialog';
import { Drawer } from '../../components/Drawer';
import { FormActions } from '../../components/fields';
import { useDiningText } from '../../lib/dining/i18n';
import { RestaurantPicker, useChosenRestaurant } from '../../lib/dining/RestaurantPicker';
import { useAdminRestaurants } from '../../lib/dining/useRestaurantOptions';
import { serverMessage } from '../../lib/errors';
import { useAvailability, useSetAvailability } from './useAvailability';
import { useRestaurantTables } from './useRestaurantTables';
import { isPassedDay, isPastSlot, shiftWeek } from './week';

type Slot = RestaurantAvailabilityDay['slots'][number];

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  > div {
    min-inline-size: ${({ theme }) => theme.space(60)};
  }
`;

const Week = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  button[aria-pressed='true'] {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(3)};
`;

const TableChoices = styled.fieldset`
  border: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * /admin/restaurant-availability: a week of dates and, for the chosen one, every slot generated
 * from the hours: close or open a slot, close or reopen the whole day, choose the tables offered.
 */
export function AvailabilityScreen() {
  const { t, i18n } = useDiningText();
  const restaurants = useAdminRestaurants();
  const [restaurantId, choose] = useChosenRestaurant();
  const today = todayIso();
  const [date, setDate] = useState(today);
  const [weekStart, setWeekStart] = useState(today);
  // The API sets slots up to a year ahead; the week stops there rather than page into refusals.
  const lastDay = addDays(today, RESERVATION_RULES.ADMIN_DAYS_AHEAD);
  const day = useAvailability(restaurantId, date);
  const tables = useRestaurantTables(restaurantId);
  const set = useSetAvailability(restaurantId);
  const toast = useToast();
  const confirm = useConfirm();
  const [choosing, setChoosing] = useState<Slot | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  // The week buttons move the edited day with the strip, so what "Close" acts on is always in view.
  // A press that reaches the first or last week disables the button it was: the focus goes to the
  // chosen day of the strip, where the browser dropped it to <body>.
  const weekRef = useRef<HTMLDivElement>(null);
  const refocusDay = useRef(false);
  const showWeek = (weeks: number) => {
    const next = shiftWeek({ weekStart, date }, weeks, today, lastDay);
    refocusDay.current = weeks < 0 ? next.weekStart <= today : addDays(next.weekStart, 7) > lastDay;
    setWeekStart(next.weekStart);
    setDate(next.date);
  };
  useEffect(() => {
    if (!refocusDay.current) return;
    refocusDay.current = false;
    weekRef.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]')?.focus();
  }, [weekStart]);

  const change = async (body: Parameters<typeof set.mutateAsync>[0], success: string) => {
    try {
      await set.mutateAsync(body);
      toast.success(success);
    } catch (error) {
      toast.error(`${t('availability.toasts.failed')} ${serverMessage(error, t('toasts.generic'))}`);
    }
  };

  const activeTables = (tables.data?.results ?? []).filter((x: RestaurantTable) => x.active);
  const tableLabel = (id: string) => {
    const table = activeTables.find((x) => x._id === id);
    return table ? t('availability.tableLabel', { number: table.number, count: table.capacity }) : id;
  };

  const columns: Column<Slot>[] = [
    {
      id: 'time',
      header: t('availability.time'),
      render: (s) => <span dir="ltr">{s.time}</span>,
      sortValue: (s) => s.time,
      rowHeader: true,
    },
    {
      id: 'status',
      header: t('list.status'),
      render: (s) =>
        isPastSlot(date, s.time) ? (
          <span data-testid="slot-past">
            {t('availability.past')} <Muted as="small">{t('availability.pastReason')}</Muted>
          </span>
        ) : s.closed ? (
          t('availability.closed')
        ) : (
          t('availability.open')
        ),
    },
    {
      id: 'tables',
      header: t('availability.tablesOffered'),
      render: (s) =>
        s.custom
          ? t('availability.someTables', { count: s.tablesOffered.length, total: activeTables.length })
          : t('availability.allTables', { count: s.tablesOffered.length }),
    },
    { id: 'reserved', header: t('availability.reserved'), render: (s) => s.tablesReserved, align: 'end' },
    {
      id: 'actions',
      header: t('list.actions'),
      sticky: true,
      render: (s) => (
        <Actions>
          <TextButton
            type="button"
            disabled={day.data?.dayClosed || isPastSlot(date, s.time)}
            onClick={() =>
              void change(
                { date, time: s.time, closed: !s.closed, tableIds: s.custom ? s.tablesOffered : null },
                s.closed ? t('availability.toasts.slotOpened', { time: s.time }) : t('availability.toasts.slotClosed', { time: s.time }),
              )
            }
            aria-label={`${s.closed ? t('availability.openSlot') : t('availability.closeSlot')} ${s.time}`}
          >
            {s.closed ? t('availability.openSlot') : t('availability.closeSlot')}
          </TextButton>
          <TextButton
            type="button"
            disabled={isPastSlot(date, s.time)}
            onClick={() => {
              setChosen(s.tablesOffered);
              setChoosing(s);
            }}
            aria-label={`${t('availability.chooseTables')} ${s.time}`}
          >
            {t('availability.chooseTables')}
          </TextButton>
        </Actions>
      ),
    },
  ];

  const week = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const dayPassed = day.data ? isPassedDay(date, day.data.slots) : false;
  // The day buttons, when today has no slot left, say why they are unavailable.
  const dayPassedNote = dayPassed ? 'availability-day-passed' : undefined;
  return (
    <AdminScreen screen="restaurant-availability" title={t('titles.availability')}>
      {restaurants.isError && <ErrorPanel title={t('list.loadFailed')} onRetry={() => void restaurants.refetch()} />}
      <Bar>
        <RestaurantPicker value={restaurantId} onChange={choose} />
        <TextField
          label={t('availability.date')}
          type="date"
          min={today}
          max={lastDay}
          value={date}
          dir="ltr"
          onChange={(e) => {
            // A typed date outside today … the last day comes back inside it (the picker stops there itself).
            const typed = e.target.value;
            if (!typed) return;
            const chosen = typed > lastDay ? lastDay : typed < today ? today : typed;
            setDate(chosen);
            setWeekStart(chosen);
          }}
        />
      </Bar>
      <Week ref={weekRef} role="group" aria-label={t('availability.week')}>
        <Button type="button" $variant="ghost" disabled={weekStart <= today} onClick={() => showWeek(-1)}>
          {t('availability.previousWeek')}
        </Button>
        {week.map((d) => (
          <Button
            key={d}
            type="button"
            $variant={d === date ? 'primary' : 'secondary'}
            aria-pressed={d === date}
            disabled={d > lastDay}
            onClick={() => setDate(d)}
          >
            {formatDate(d, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' })}
          </Button>
        ))}
        <Button type="button" $variant="ghost" disabled={addDays(weekStart, 7) > lastDay} onClick={() => showWeek(1)}>
          {t('availability.nextWeek')}
        </Button>
      </Week>
      {(restaurants.isPending || (day.isPending && restaurantId !== '')) && <Spinner />}
      {day.isError && (
        <ErrorPanel title={t('availability.loadFailed')} message={serverMessage(day.error, '')} onRetry={() => void day.refetch()} />
      )}
      {day.data && (
        <>
          <Bar>
            <Muted data-testid="availability-day">
              {formatDate(date, i18n.language, { dateStyle: 'full' })}:{' '}
              {day.data.openingClosed
                ? t('availability.noHours')
                : day.data.dayClosed
                  ? t('availability.dayClosed')
                  : t('availability.dayOpen', { count: day.data.slots.length })}
            </Muted>
            {!day.data.openingClosed &&
              (day.data.dayClosed ? (
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={dayPassed}
                  aria-describedby={dayPassedNote}
                  onClick={() => void change({ date, reset: true }, t('availability.toasts.dayOpened'))}
                >
                  {t('availability.reopenDay')}
                </Button>
              ) : (
                <Button
                  type="button"
                  $variant="danger"
                  data-testid="close-day"
                  disabled={dayPassed}
                  aria-describedby={dayPassedNote}
                  onClick={async () => {
                    const ok = await confirm({
                      title: t('availability.closeDayTitle'),
                      message: t('availability.closeDayMessage'),
                      confirmLabel: t('availability.closeDay'),
                    });
                    if (ok) await change({ date, closed: true }, t('availability.toasts.dayClosed'));
                  }}
                >
                  {t('availability.closeDay')}
                </Button>
              ))}
            {dayPassed && (
              <Muted id={dayPassedNote} data-testid="day-passed">
                {t('availability.dayPassed')}
              </Muted>
            )}
          </Bar>
          <FormMessage $tone="info">{t('availability.note')}</FormMessage>
          <DataTable
            caption={t('availability.caption')}
            columns={columns}
            rows={day.data.slots}
            rowKey={(s) => s.time}
            emptyText={t('availability.empty')}
            pageSize={60}
            testId="admin-availability-table"
            rowTestId="admin-slot-row"
            resetKey={`${restaurantId}-${date}`}
          />
        </>
      )}
      <Drawer
        open={choosing !== null}
        title={t('availability.chooseTitle', { time: choosing?.time ?? '' })}
        closeLabel={t('form.close')}
        onClose={() => setChoosing(null)}
        busy={set.isPending}
      >
        {choosing && (
          <form
            onSubmit={async (event) => {
              event.preventDefault();
              if (chosen.length === 0) {
                toast.error(t('availability.errors.noTable'));
                return;
              }
              const all = activeTables.every((x) => chosen.includes(x._id));
              await change(
                { date, time: choosing.time, closed: choosing.closed, tableIds: all ? null : chosen },
                t('availability.toasts.tablesSet', { time: choosing.time }),
              );
              setChoosing(null);
            }}
          >
            <TableChoices>
              <legend>{t('availability.tablesOffered')}</legend>
              {activeTables.map((x) => (
                <CheckboxLabel key={x._id}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(x._id)}
                    onChange={(e) => setChosen((list) => (e.target.checked ? [...list, x._id] : list.filter((id) => id !== x._id)))}
                  />
                  {tableLabel(x._id)} · {t(`tables.locations.${x.location}`)}
                </CheckboxLabel>
              ))}
            </TableChoices>
            <FormActions>
              <Button type="button" $variant="secondary" onClick={() => setChosen(activeTables.map((x) => x._id))}>
                {t('availability.allTablesButton')}
              </Button>
              <Button type="submit">{t('form.save')}</Button>
            </FormActions>
          </form>
        )}
      </Drawer>
    </AdminScreen>
  );
}
