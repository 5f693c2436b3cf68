import { useId, useState } from 'react';
import { useNavigate } from '@trabzon/router';
import styled from 'styled-components';
import type { AvailabilityNight, HotelDetail } from '@trabzon/api-client';
import { Button, FieldWrap, FormMessage, Label, Muted, Select } from '@trabzon/ui';
import { formatDate, formatPrice, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { MAX_NIGHTS, addDays, isIsoDate, latestCheckIn, nightsBetween } from '../../lib/dates';
import { StayCapNotice, useStayNotices } from '../../components/StayCapNotice';
import { StayDateInput } from '../../components/StayDateInput';
import { messageText, refusalText } from '../../lib/hooks';
import { bookingLink, summarize } from './booking';
import { useAvailability } from './useAvailability';
import type { StaySelection } from './useStaySelection';
import type { StayPricesView } from './useStayPrices';

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: ${({ theme }) => theme.space(5)};
  scroll-margin-block-start: ${({ theme }) => theme.space(20)};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
  select,
  input {
    width: 100%;
    min-width: 0;
  }
  select {
    /* A closed select cannot wrap: a cut text ends in "…", never in a price that reads as another one. */
    text-overflow: ellipsis;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space(2)};
`;

const Summary = styled.div`
  border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  padding-block: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(3)};
  /* The values' column takes the rest of the width and each value ends at its end: a value's box keeps
     its place when its text changes ("—" to a price), which an auto column's width did not (a layout
     shift when the prices came). */
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  details {
    margin-block: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.sm}px;
  }
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    list-style: none;
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding: 0;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  del {
    color: ${({ theme }) => theme.colors.textMuted};
    margin-inline-end: ${({ theme }) => theme.space(1)};
  }
`;

const Total = styled.p<{ $stale: boolean }>`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.fontSize.lg}px;
  font-weight: 700;
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  /* The amount's box fills the line up to its end, so "Checking…" turning into a price does not move it. */
  span:last-child {
    flex: 1;
    min-inline-size: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Low = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** One line kept for "checking…" or "n rooms left", whichever shows, so the lines below never jump. */
const StatusSlot = styled.div`
  display: flow-root; /* its line's margin stays inside, so the slot is as tall with or without it */
  min-block-size: calc(${({ theme }) => theme.space(2)} + 1.5em);
`;

const Note = styled(Muted)`
  font-size: ${({ theme }) => theme.fontSize.xs}px;
  margin-block: ${({ theme }) => theme.space(2)} 0;
`;

/** The chosen room's price a night, in full under the select, whose closed text a narrow screen cuts. */
const RoomPrice = styled.p`
  margin: 0;
  min-block-size: 1.5em; /* kept while prices load, so the lines below never jump */
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** Says which room the guests moved the choice to; always in the page (empty, it takes no space), so a screen reader reads each change. */
const RoomNotice = styled(Muted)`
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  margin: 0;
  &:not(:empty) {
    margin-block: calc(-1 * ${({ theme }) => theme.space(2)}) ${({ theme }) => theme.space(4)};
  }
`;

type RoomType = HotelDetail['roomTypes'][number];

/** A room's price a night for the stay on screen, as the dropdown and the line under it show it. */
type RoomPriceState = { state: 'loading' } | { state: 'unavailable' } | { state: 'priced'; text: string };

/** A night offered but with no room to sell: blocked by the hotel or sold out. */
const isSoldOut = (night: AvailabilityNight) => night.price !== null && (night.blocked || night.roomsLeft <= 0);

/** "Sat, May 11 and Sun, May 12" in the page's language. */
const listOf = (items: string[], language: string) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);

interface BookingPanelProps {
  hotel: HotelDetail;
  selection: StaySelection;
  /** Every room type's price for the stay, for the room dropdown. */
  prices: StayPricesView;
}

/** The sticky booking panel: dates, guests, room type, the live price and "Book now". */
export function BookingPanel({ hotel, selection, prices }: BookingPanelProps) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const navigate = useNavigate();
  const id = useId();
  const language = i18n.language;
  const { stay, guests, room, today } = selection;
  // The room the guests last moved the choice away from, and the one chosen instead (ids).
  const [switched, setSwitched] = useState<{ from: string; to: string } | null>(null);
  const switchedFrom = switched && hotel.roomTypes.find((option) => option._id === switched.from);
  // The guests a room chosen in the panel or in the room list lowered to what it sleeps, while they still are.
  const lowered = selection.guestsLowered;
  const loweredFrom = lowered && room && room._id === lowered.roomTypeId && guests < lowered.from ? lowered.from : null;
  const roomNotice =
    switched && switchedFrom && room && room._id === switched.to
      ? t('booking.roomSwitched', { count: switchedFrom.capacity, from: switchedFrom.name, to: room.name })
      : room && loweredFrom !== null
        ? t('booking.guestsLowered', { count: guests, room: room.name, from: loweredFrom })
        : '';
  // A check-in typed in the past is moved to today; an emptied field is given back its date (the stay
  // is kept, not moved to today or to one night).
  const notices = useStayNotices('today', today);
  const changeCheckIn = (day: string) => {
    if (!isIsoDate(day)) return notices.emptied({ kind: 'checkInKept', date: stay.checkIn });
    notices.checkInChanged(day, stay.checkOut, selection.setCheckIn(day));
  };
  const changeCheckOut = (day: string) => {
    if (!isIsoDate(day)) return notices.emptied({ kind: 'checkOutKept', date: stay.checkOut });
    notices.checkOutChanged(day, stay.checkIn, selection.setCheckOut(day));
  };
  const changeGuests = (value: number) => {
    const before = room;
    const after = selection.setGuests(value);
    setSwitched(before && after && after._id !== before._id ? { from: before._id, to: after._id } : null);
  };
  const changeRoom = (roomTypeId: string) => {
    setSwitched(null);
    selection.setRoom(roomTypeId);
  };
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const request = room ? { hotelId: hotel._id, roomTypeId: room._id, checkIn: stay.checkIn, checkOut: stay.checkOut, guests } : null;
  const availability = useAvailability(request);
  const answer = availability.current;
  const shown = answer ?? (availability.status !== 'failed' ? availability.data : null);
  const summary = shown ? summarize(shown.nights, shown.total) : null;
  const refused = answer && !answer.bookable ? answer : null;
  const unbookable = refused !== null;
  // The nights with no room to sell: the visitor sees which ones stand in the way.
  const soldOut = refused ? refused.nights.filter(isSoldOut) : [];
  const nightName = (date: string) => formatDate(date, language, { weekday: 'short', day: 'numeric', month: 'short' });
  const problem =
    availability.status === 'failed' && !availability.pending
      ? (refusalText(t, availability.error, 'booking.checkFailed') ?? t('booking.checkFailed'))
      : soldOut.length > 0
        ? t('booking.soldOutNights', {
            nights: listOf(
              soldOut.map((night) => nightName(night.date)),
              language,
            ),
          })
        : refused
          ? (messageText(t, refused.reason) ?? t('booking.unavailable'))
          : null;
  const canBook = Boolean(room && answer?.bookable && !availability.pending);
  // The stay's price a night, as the room list shows it (the base price only if the stay's prices failed); nothing while it loads.
  const roomPriceOf = (option: RoomType): RoomPriceState => {
    const price = prices.byRoom?.get(option._id);
    if (prices.loading) return { state: 'loading' };
    if (price && !price.bookable) return { state: 'unavailable' };
    return { state: 'priced', text: formatPrice(price?.pricePerNight ?? option.pricePerNight, language) };
  };
  // Short, so more of it shows in a narrow closed select; the chosen room's price is also written out under it.
  const roomOptionText = (option: RoomType) => {
    const price = roomPriceOf(option);
    if (price.state === 'loading') return option.name;
    if (price.state === 'unavailable') return t('booking.roomOptionUnavailable', { name: option.name });
    return t('booking.roomOption', { name: option.name, price: price.text });
  };
  const chosenPrice = room ? roomPriceOf(room) : null;
  const chosenPriceText =
    chosenPrice?.state === 'priced'
      ? t('booking.roomPrice', { price: chosenPrice.text })
      : chosenPrice?.state === 'unavailable'
        ? t('detail.unavailableForStay')
        : '';

  if (hotel.roomTypes.length === 0) {
    return (
      <Panel id="booking-panel" data-testid="booking-panel" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('booking.title')}</h2>
        <Muted>{t('booking.noRooms')}</Muted>
      </Panel>
    );
  }

  // The average and the total, each drawn anew when its text changes (keyed by it): the browser counts
  // an end-aligned text whose start moves ("—" becoming "$150.00") as a layout shift of the same text.
  const averageText = summary && summary.nights > 0 && !unbookable ? formatPrice(summary.average, language) : '—';
  // While the first answer is on its way the total is a dash: the status line under it says "Checking
  // availability…", and that text in the total took two lines in a fallback font, moving all below it.
  const totalText = shown && !unbookable ? formatPrice(shown.total, language) : '—';
  return (
    <Panel id="booking-panel" data-testid="booking-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('booking.title')}</h2>
      <Pair>
        <FieldWrap>
          <Label htmlFor={`${id}-in`}>{t('filters.checkIn')}</Label>
          <StayDateInput
            id={`${id}-in`}
            name="checkIn"
            required
            min={today}
            max={latestCheckIn(today)}
            value={stay.checkIn}
            onApply={changeCheckIn}
          />
        </FieldWrap>
        <FieldWrap>
          <Label htmlFor={`${id}-out`}>{t('filters.checkOut')}</Label>
          <StayDateInput
            id={`${id}-out`}
            name="checkOut"
            required
            min={addDays(stay.checkIn, 1)}
            max={addDays(stay.checkIn, MAX_NIGHTS)}
            value={stay.checkOut}
            onApply={changeCheckOut}
          />
        </FieldWrap>
      </Pair>
      <StayCapNotice {...notices.props} />
      <FieldWrap>
        <Label htmlFor={`${id}-guests`}>{t('filters.guests')}</Label>
        <Select id={`${id}-guests`} name="guests" value={guests} onChange={(event) => changeGuests(Number(event.target.value))}>
          {selection.guestChoices.map((n) => (
            <option key={n} value={n}>
              {t('guests', { count: n })}
            </option>
          ))}
        </Select>
      </FieldWrap>
      <FieldWrap>
        <Label htmlFor={`${id}-room`}>{t('booking.roomType')}</Label>
        <Select
          id={`${id}-room`}
          name="roomTypeId"
          data-testid="room-type-select"
          value={room?._id ?? ''}
          onChange={(event) => changeRoom(event.target.value)}
        >
          {hotel.roomTypes.map((option) => (
            <option key={option._id} value={option._id}>
              {roomOptionText(option)}
            </option>
          ))}
        </Select>
        <RoomPrice data-testid="room-choice-price">{chosenPriceText}</RoomPrice>
      </FieldWrap>
      <RoomNotice role="status" data-testid="room-switched">
        {roomNotice}
      </RoomNotice>

      <Summary aria-live="polite" aria-busy={availability.pending}>
        <dl>
          <dt>{t('booking.nightsLabel')}</dt>
          <dd data-testid="booking-nights">{t('nights', { count: nights })}</dd>
          {/* The average and the breakdown keep their place while prices load, so nothing below them moves. */}
          {nights > 0 && (
            <>
              <dt>{t('booking.averageLabel')}</dt>
              <dd key={averageText}>{averageText}</dd>
            </>
          )}
        </dl>
        {nights > 0 && (
          <details open={soldOut.length > 0 || undefined}>
            <summary>{t('booking.breakdown')}</summary>
            {shown && shown.nights.length > 0 && (
              <ul>
                {shown.nights.map((night) => (
                  <li key={night.date}>
                    <span>{nightName(night.date)}</span>
                    {night.price !== null && isSoldOut(night) ? (
                      <strong>{t('booking.nightSoldOut')}</strong>
                    ) : (
                      <span className="tabular">
                        {night.originalPrice !== null && night.price !== null && night.originalPrice > night.price && (
                          <del>{formatPrice(night.originalPrice, language)}</del>
                        )}
                        {night.price === null ? t('booking.notOffered') : formatPrice(night.price, language)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </details>
        )}
        {summary && summary.originalTotal > summary.total && (
          <Note>{t('booking.saving', { amount: formatPrice(summary.originalTotal - summary.total, language) })}</Note>
        )}
        <Total $stale={availability.pending}>
          <span>{t('booking.total')}</span>
          <span
            key={totalText}
            data-testid="availability-total"
            data-total={answer?.total ?? ''}
            data-state={availability.pending ? 'pending' : problem ? 'unavailable' : answer ? 'ready' : 'idle'}
          >
            {totalText}
          </span>
        </Total>
        <StatusSlot>
          {availability.pending ? (
            <Note role="status">{t('booking.checking')}</Note>
          ) : (
            answer?.bookable &&
            summary?.lowAvailability && <Low data-testid="rooms-left">{t('booking.roomsLeft', { count: summary.roomsLeft })}</Low>
          )}
        </StatusSlot>
        <Note>{t('booking.taxNote')}</Note>
      </Summary>

      {problem && !availability.pending && (
        <FormMessage $tone="error" data-testid="availability-problem">
          {problem}
        </FormMessage>
      )}

      <Button
        type="button"
        $block
        data-testid="book-now"
        disabled={!canBook}
        onClick={() =>
          room &&
          navigate(bookingLink({ hotelId: hotel._id, roomTypeId: room._id, checkIn: stay.checkIn, checkOut: stay.checkOut, guests }))
        }
      >
        {t('booking.bookNow')}
      </Button>
    </Panel>
  );
}
