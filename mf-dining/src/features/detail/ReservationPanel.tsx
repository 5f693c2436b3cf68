import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@trabzon/router';
import styled from 'styled-components';
import type { RestaurantDetail, SlotsResponse } from '@trabzon/api-client';
import { RESERVATION_RULES, type SeatingPlan, type SlotUnavailableReason } from '@trabzon/contracts/restaurant-rules';
import { CHECKOUT_LIMITS } from '@trabzon/contracts/validation';
import { addDays, daysBetween, isIsoDate, isIsoTime, todayIso } from '@trabzon/dates';
import {
  Button,
  FieldError,
  FieldWrap,
  FormMessage,
  Label,
  LinkNoticeBox,
  Select,
  TextArea,
  TextField,
  useErrorsFollowLanguage,
} from '@trabzon/ui';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { mayHaveReservationTime } from '../../lib/hours';
import { DINING_NS } from '../../lib/query';
import { useSlots } from './useSlots';

/** The longest special request the booking takes. */
const REQUESTS_MAX = CHECKOUT_LIMITS.specialRequests;

const Panel = styled.aside`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space(4)};
  }
`;

const Rules = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LinkNotice = styled(LinkNoticeBox)`
  margin-block: 0;
`;

/**
 * The party size the form starts from: the link's when the restaurant takes it, its largest party
 * when the link asked for more, else 2 (or fewer, for a restaurant whose tables seat fewer).
 */
function startingPartySize(guests: string, maxParty: number): number {
  const asked = Number(guests);
  if (!Number.isInteger(asked) || asked < 1) return Math.min(2, maxParty);
  return Math.min(asked, maxParty);
}

/** How many days, from today, the form looks through for a first date with a free time. */
const DEFAULT_DATE_SEARCH_DAYS = 7;

/**
 * The dates the form may start from, in order: the week from today (within the booking window),
 * less those the restaurant's hours already leave no time on, so the slots API is asked only for
 * dates it could answer with a time.
 */
function datesWorthAsking(plan: SeatingPlan, today: string, last: string): string[] {
  return Array.from({ length: DEFAULT_DATE_SEARCH_DAYS }, (_, i) => addDays(today, i)).filter(
    (day) => day <= last && mayHaveReservationTime(plan, day),
  );
}

/** The panel's heading, where the page's "Reserve a table" shortcut puts the focus. */
export const RESERVE_TITLE_ID = 'reserve-title';

interface ReservationValues {
  date: string;
  partySize: string;
  time: string;
  specialRequests: string;
}

/** What the page's query asks the panel to start from (a link back from the booking step keeps all four). */
export interface ReservationStart {
  date: string;
  guests: string;
  time: string;
  requests: string;
}

/**
 * Why a date has no free time: staff closed the whole date, every table is taken for the party
 * (another date or party size may do), or the date has no time left at all (today's service is
 * over, or the restaurant is closed).
 */
function noFreeTimeKey(slots: SlotsResponse | undefined, isToday: boolean): string {
  if (slots?.dayClosed) return 'reserve.dayClosed';
  if (slots && slots.slots.length > 0) return 'reserve.noSlots';
  return isToday ? 'reserve.noTimesToday' : 'reserve.noTimesOnDate';
}

/** A time that cannot be booked, and why: closed by staff, or full (also when an older answer gives no reason). */
const UNAVAILABLE_SLOT_KEYS: Record<SlotUnavailableReason, string> = { full: 'reserve.full', closed: 'reserve.closed' };

/**
 * Date, party size, a time from the free slots and special requests → /restaurant-booking. The
 * choice is written into this page's address first, so the browser's Back finds it again.
 */
export function ReservationPanel({ restaurant, initial }: { restaurant: RestaurantDetail; initial: ReservationStart }) {
  const { t, i18n } = useTranslation(DINING_NS);
  const navigate = useNavigate();
  const today = todayIso();
  const last = addDays(today, RESERVATION_RULES.MAX_DAYS_AHEAD);
  const maxParty = restaurant.maxPartySize;
  const { date: initialDate, guests: initialGuests } = initial;
  const partyStart = startingPartySize(initialGuests, maxParty);
  // A link's value the form could not start from is named, with the one used instead (as on the other pages).
  const guestsReplaced = initialGuests !== '' && initialGuests !== String(partyStart);
  const dateGiven = isIsoDate(initialDate) && initialDate >= today && initialDate <= last;
  // Without a date in the address, the form starts from the first date with a free time: late in
  // the evening, once today's service is over, that is tomorrow. It stops once the visitor picks one.
  const [searchDates] = useState(() => (dateGiven ? [] : datesWorthAsking(restaurant, today, last)));
  const [findingDate, setFindingDate] = useState(searchDates.length > 0);
  const dateReplaced = initialDate !== '' && !dateGiven;
  // The date used instead of the link's: known once the search for a free date settles.
  const [dateUsed, setDateUsed] = useState(() => (searchDates.length > 0 ? '' : today));
  const { trigger, register, handleSubmit, watch, setValue, getValues, formState } = useForm<ReservationValues>({
    mode: 'onTouched',
    defaultValues: {
      date: dateGiven ? initialDate : (searchDates[0] ?? today),
      partySize: String(partyStart),
      // Kept only if it is offered once the slots arrive (see below).
      time: isIsoTime(initial.time) ? initial.time : '',
      specialRequests: initial.requests.slice(0, REQUESTS_MAX),
    },
  });
  useErrorsFollowLanguage({ formState, trigger });
  const { errors } = formState;
  const date = watch('date');
  const partySize = Number(watch('partySize'));
  const dateOk = isIsoDate(date) && daysBetween(today, date) >= 0 && daysBetween(today, date) <= RESERVATION_RULES.MAX_DAYS_AHEAD;
  // A closed day, or today after its last seating, is not asked: the hours already say so.
  const hoursLeaveNoTime = dateOk && !mayHaveReservationTime(restaurant, date);
  const slots = useSlots(restaurant._id, dateOk && !hoursLeaveNoTime ? date : '', partySize);
  const free = (slots.data?.slots ?? []).filter((s) => s.available);
  const noFreeTime = hoursLeaveNoTime || (slots.data !== undefined && free.length === 0);

  // The default date has no free time: the next date worth asking is tried, up to a week ahead.
  useEffect(() => {
    if (!findingDate || !(noFreeTime || slots.data || slots.isError)) return;
    const next = searchDates.find((day) => day > date);
    if (noFreeTime && next) {
      setValue('date', next);
      return;
    }
    setFindingDate(false);
    setDateUsed(noFreeTime ? today : date);
    // Nothing free all week: back to today, where the message says why.
    if (noFreeTime) setValue('date', today);
  }, [findingDate, noFreeTime, slots.data, slots.isError, searchDates, date, today, setValue]);

  // A time that is no longer offered (other date or party size) is cleared; one still offered is
  // selected again, since the list had no such option when the form started.
  useEffect(() => {
    const time = getValues('time');
    if (!time) return;
    if (hoursLeaveNoTime) setValue('time', '');
    else if (slots.data) setValue('time', slots.data.slots.some((s) => s.available && s.time === time) ? time : '');
  }, [hoursLeaveNoTime, slots.data, getValues, setValue]);

  const submit = handleSubmit((values) => {
    const requests = values.specialRequests.trim().slice(0, REQUESTS_MAX);
    const here = new URLSearchParams({ date: values.date, guests: values.partySize, time: values.time });
    if (requests) here.set('requests', requests);
    navigate({ search: `?${here.toString()}` }, { replace: true });
    const params = new URLSearchParams({ restaurant: restaurant.slug, date: values.date, time: values.time, party: values.partySize });
    if (requests) params.set('requests', requests);
    navigate(`/restaurant-booking?${params.toString()}`);
  });

  return (
    <Panel aria-labelledby={RESERVE_TITLE_ID} data-testid="reservation-panel">
      <h2 id={RESERVE_TITLE_ID}>{t('reserve.title')}</h2>
      {((dateReplaced && dateUsed) || guestsReplaced) && (
        <LinkNotice data-testid="reserve-link-notice">
          {[
            dateReplaced &&
              dateUsed &&
              t('reserve.linkNotice.date', {
                days: RESERVATION_RULES.MAX_DAYS_AHEAD,
                date: formatDate(dateUsed, i18n.language),
              }),
            guestsReplaced && t('reserve.linkNotice.guests', { max: maxParty, guests: t('reserve.guests', { count: partyStart }) }),
          ]
            .filter(Boolean)
            .join(' ')}
        </LinkNotice>
      )}
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <TextField
          label={t('reserve.date')}
          type="date"
          min={today}
          max={last}
          dir="ltr"
          error={errors.date?.message}
          {...register('date', {
            onChange: () => setFindingDate(false),
            required: t('reserve.errors.date'),
            validate: (value) =>
              (isIsoDate(value) && value >= today && value <= last) ||
              t('reserve.errors.window', { days: RESERVATION_RULES.MAX_DAYS_AHEAD }),
          })}
        />
        <FieldWrap>
          <Label htmlFor="reserve-party">{t('reserve.party')}</Label>
          <Select id="reserve-party" {...register('partySize')}>
            {Array.from({ length: maxParty }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('reserve.guests', { count: n })}
              </option>
            ))}
          </Select>
        </FieldWrap>
        <FieldWrap>
          <Label htmlFor="reserve-time">{t('reserve.time')}</Label>
          <Select
            id="reserve-time"
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={errors.time ? 'reserve-time-error' : undefined}
            disabled={!dateOk || slots.isPending}
            {...register('time', { required: t('reserve.errors.time') })}
          >
            <option value="">{slots.isFetching && !slots.data ? t('reserve.loadingSlots') : t('reserve.pickTime')}</option>
            {(slots.data?.slots ?? []).map((slot) => (
              <option key={slot.time} value={slot.time} disabled={!slot.available}>
                {slot.available ? slot.time : t(UNAVAILABLE_SLOT_KEYS[slot.reason ?? 'full'], { time: slot.time })}
              </option>
            ))}
          </Select>
          {errors.time && <FieldError id="reserve-time-error">{errors.time.message}</FieldError>}
        </FieldWrap>
        {slots.isError && <FormMessage $tone="error">{t('reserve.slotsError')}</FormMessage>}
        {noFreeTime && !findingDate && (
          <FormMessage $tone="error" data-testid="no-slots">
            {t(noFreeTimeKey(slots.data, date === today), { date: formatDate(date, i18n.language) })}
          </FormMessage>
        )}
        <FieldWrap>
          <Label htmlFor="reserve-requests">{t('reserve.requests')}</Label>
          <TextArea
            id="reserve-requests"
            maxLength={REQUESTS_MAX}
            placeholder={t('reserve.requestsHint')}
            {...register('specialRequests')}
          />
        </FieldWrap>
        <Button type="submit" $block data-testid="reserve-submit">
          {t('reserve.submit')}
        </Button>
        <Rules>
          {t('reserve.rules', {
            days: RESERVATION_RULES.MAX_DAYS_AHEAD,
            minutes: RESERVATION_RULES.MIN_LEAD_MINUTES,
            max: maxParty,
            seating: restaurant.seatingMinutes,
          })}
        </Rules>
      </form>
    </Panel>
  );
}
