// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotelsApi, type Availability, type HotelDetail, type StayPrices } from '@trabzon/api-client';
import { BookingPanel } from '../../../src/features/detail/BookingPanel';
import { RoomTypes } from '../../../src/features/detail/RoomTypes';
import { useStaySelection } from '../../../src/features/detail/useStaySelection';
import { useStayPrices } from '../../../src/features/detail/useStayPrices';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore, type Language } from '@trabzon/stores';
import { HOTELS_NS } from '../../../src/i18n';
import { renderAt, startI18n } from '../../helpers';

/** Only what the panel reads of a hotel. */
const HOTEL = {
  _id: 'h1',
  roomTypes: [
    { _id: 'std', name: 'Standard Room', pricePerNight: 100, capacity: 2, amenities: [], images: [], size: null },
    { _id: 'fam', name: 'Family Suite', pricePerNight: 180, capacity: 4, amenities: [], images: [], size: null },
  ],
} as unknown as HotelDetail;

function answer(total: number, bookable = true): Availability {
  return {
    bookable,
    ...(bookable ? {} : { reason: 'No rooms are available for these dates' }),
    nights: [
      { date: '2030-05-10', price: total / 2, originalPrice: null, roomsLeft: 5, blocked: false },
      { date: '2030-05-11', price: total / 2, originalPrice: null, roomsLeft: 5, blocked: false },
    ],
    total,
    currency: 'USD',
    nightsCount: 2,
  };
}

/** The stay's prices: the standard room dearer than its base price, the suite taken. */
const STAY_PRICES: StayPrices = {
  rooms: [
    { roomTypeId: 'std', bookable: true, pricePerNight: 130, total: 260 },
    { roomTypeId: 'fam', bookable: false, pricePerNight: null, total: null },
  ],
  currency: 'USD',
  nightsCount: 2,
};

function Panel() {
  const selection = useStaySelection(HOTEL.roomTypes);
  const prices = useStayPrices(HOTEL._id, selection.stay);
  return <BookingPanel hotel={HOTEL} selection={selection} prices={prices} />;
}

/** The panel and the room list over one selection, as the hotel page has them. */
function PanelAndRooms() {
  const selection = useStaySelection(HOTEL.roomTypes);
  const prices = useStayPrices(HOTEL._id, selection.stay);
  return (
    <>
      <BookingPanel hotel={HOTEL} selection={selection} prices={prices} />
      <RoomTypes
        rooms={HOTEL.roomTypes}
        prices={prices}
        selectedId={selection.room?._id ?? null}
        guests={selection.guests}
        onSelect={selection.setRoom}
      />
    </>
  );
}

/** Switches the page's language as the header does, once this remote's texts in it are loaded. */
async function showIn(language: Language) {
  useLocaleStore.getState().setLanguage(language);
  await waitFor(() => expect(i18n.language === language && i18n.hasResourceBundle(language, HOTELS_NS)).toBe(true));
}

const URL = '/hotels/h1?checkIn=2030-05-10&checkOut=2030-05-12&guests=2&roomTypeId=std';

beforeAll(async () => {
  await startI18n();
});
beforeEach(() => {
  vi.spyOn(hotelsApi, 'stayPrices').mockResolvedValue(STAY_PRICES);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BookingPanel', () => {
  it('asks the API for the chosen stay and shows its total; then Book now is enabled', async () => {
    const availability = vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
    renderAt(URL, '/hotels/:id', <Panel />);
    // Read afresh each time: the total is drawn anew when its text changes (no layout shift).
    const total = () => screen.getByTestId('availability-total');
    expect(total().getAttribute('data-state')).toBe('pending');
    // Said once, by the status line: in the total that text took two lines in a fallback font at 412 px.
    expect(total().textContent).toBe('—');
    expect(screen.getAllByText('Checking availability…')).toHaveLength(1);
    expect(screen.getByText('Checking availability…').getAttribute('role')).toBe('status');
    expect((screen.getByTestId('book-now') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(total().getAttribute('data-state')).toBe('ready'), { timeout: 5000 });
    expect(total().getAttribute('data-total')).toBe('240');
    expect(total().textContent).toBe('$240.00');
    expect(screen.getByTestId('booking-nights').textContent).toBe('2 nights');
    expect((screen.getByTestId('book-now') as HTMLButtonElement).disabled).toBe(false);
    expect(availability).toHaveBeenCalledTimes(1);
    expect(availability.mock.calls[0]?.slice(0, 3)).toEqual(['h1', 'std', { checkIn: '2030-05-10', checkOut: '2030-05-12', guests: 2 }]);
  });

  it('asks again for another room and says why a stay cannot be booked', async () => {
    const availability = vi
      .spyOn(hotelsApi, 'availability')
      .mockImplementation(async (_hotel, room) => (room === 'fam' ? answer(360, false) : answer(240)));
    renderAt(URL, '/hotels/:id', <Panel />);
    // Read afresh each time: the total is drawn anew when its text changes (no layout shift).
    const total = () => screen.getByTestId('availability-total');
    await waitFor(() => expect(total().getAttribute('data-state')).toBe('ready'), { timeout: 5000 });
    fireEvent.change(screen.getByTestId('room-type-select'), { target: { value: 'fam' } });
    await waitFor(() => expect(total().getAttribute('data-state')).toBe('unavailable'), { timeout: 5000 });
    expect(screen.getByTestId('availability-problem').textContent).toBeTruthy();
    expect((screen.getByTestId('book-now') as HTMLButtonElement).disabled).toBe(true);
    expect(availability.mock.calls.map((call) => call[1])).toEqual(['std', 'fam']);
  });

  it('names the nights with no room left, marks them in the breakdown and shows no total for a stay that cannot be booked', async () => {
    vi.spyOn(hotelsApi, 'availability').mockResolvedValue({
      bookable: false,
      reason: 'No rooms are available for these dates',
      nights: [
        { date: '2030-05-10', price: 65, originalPrice: null, roomsLeft: 3, blocked: false },
        { date: '2030-05-11', price: 65, originalPrice: null, roomsLeft: 3, blocked: true },
        { date: '2030-05-12', price: 65, originalPrice: null, roomsLeft: 0, blocked: false },
      ],
      total: 195,
      currency: 'USD',
      nightsCount: 3,
    });
    renderAt('/hotels/h1?checkIn=2030-05-10&checkOut=2030-05-13&guests=2&roomTypeId=std', '/hotels/:id', <Panel />);
    // Read afresh each time: the total is drawn anew when its text changes (no layout shift).
    const total = () => screen.getByTestId('availability-total');
    await waitFor(() => expect(total().getAttribute('data-state')).toBe('unavailable'), { timeout: 5000 });
    expect(total().textContent).toBe('—');
    // Nor an average, which would give the hidden total away.
    expect(screen.getByText('Average per night').nextElementSibling?.textContent).toBe('—');
    expect(screen.getByTestId('availability-problem').textContent).toBe(
      'No room is left on Sat, May 11 and Sun, May 12. Choose other dates or another room type.',
    );
    const nights = within(screen.getByTestId('booking-panel')).getAllByRole('listitem');
    expect(nights.map((night) => night.textContent)).toEqual(['Fri, May 10$65.00', 'Sat, May 11Sold out', 'Sun, May 12Sold out']);
    expect(screen.getByText('Price per night').closest('details')!.open).toBe(true);
  });

  it('has its controls in the order they are seen: dates, guests, room, Book now', () => {
    vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
    renderAt(URL, '/hotels/:id', <Panel />);
    const panel = screen.getByTestId('booking-panel');
    const order = Array.from(panel.querySelectorAll<HTMLElement>('input, select, button')).map(
      (element) => element.getAttribute('name') ?? element.getAttribute('data-testid'),
    );
    expect(order).toEqual(['checkIn', 'checkOut', 'guests', 'roomTypeId', 'book-now']);
    expect(within(panel).getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('tells a screen reader when more guests move the choice to a room that sleeps them', async () => {
    vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
    renderAt(URL, '/hotels/:id', <Panel />);
    const panel = screen.getByTestId('booking-panel');
    const room = screen.getByTestId('room-type-select') as HTMLSelectElement;
    const statusTexts = () =>
      within(panel)
        .queryAllByRole('status')
        .map((status) => status.textContent);
    expect(room.value).toBe('std');
    expect(statusTexts()).not.toContain('Standard Room holds up to 2 guests: Family Suite chosen instead.');

    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '3' } });
    await waitFor(() => expect(room.value).toBe('fam'));
    expect(statusTexts()).toContain('Standard Room holds up to 2 guests: Family Suite chosen instead.');

    // The status is said once: the next change that moves no room empties it.
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '4' } });
    await waitFor(() => expect(statusTexts()).not.toContain('Standard Room holds up to 2 guests: Family Suite chosen instead.'));
    expect(room.value).toBe('fam');
  });

  it('keeps the room status in the page before anything changes, so its first message is read', () => {
    vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
    renderAt(URL, '/hotels/:id', <Panel />);
    const status = within(screen.getByTestId('booking-panel'))
      .queryAllByRole('status')
      .find((element) => element.getAttribute('data-testid') === 'room-switched');
    expect(status?.textContent).toBe('');
  });

  it('shows the server’s reason when the check fails, and offers no booking', async () => {
    vi.spyOn(hotelsApi, 'availability').mockRejectedValue(
      Object.assign(new Error('Request failed'), { isAxiosError: true, response: { status: 400, data: {} } }),
    );
    renderAt(URL, '/hotels/:id', <Panel />);
    await waitFor(() => expect(screen.getByTestId('availability-problem')).toBeTruthy(), { timeout: 5000 });
    expect((screen.getByTestId('book-now') as HTMLButtonElement).disabled).toBe(true);
  });

  it("lists each room at the stay's price a night, not its base price, and a room the stay cannot have as not available", async () => {
    vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(260));
    const stayPrices = vi.spyOn(hotelsApi, 'stayPrices').mockResolvedValue(STAY_PRICES);
    renderAt(URL, '/hotels/:id', <Panel />);
    const options = () => Array.from(screen.getByTestId('room-type-select').querySelectorAll('option')).map((o) => o.textContent);
    // No price until the stay's prices arrive (the base price would be wrong for these dates).
    expect(options()).toEqual(['Standard Room', 'Family Suite']);
    await waitFor(() => expect(options()).toEqual(['Standard Room – $130.00', 'Family Suite – not available']), {
      timeout: 5000,
    });
    expect(stayPrices.mock.calls[0]?.slice(0, 2)).toEqual(['h1', { checkIn: '2030-05-10', checkOut: '2030-05-12' }]);
  });

  it('cuts a typed check-out past the longest stay to 30 nights and says so, instead of the link notice', async () => {
    vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
    renderAt(URL, '/hotels/:id', <Panel />);
    const checkOut = screen.getByLabelText('Check-out') as HTMLInputElement;
    fireEvent.change(checkOut, { target: { value: '2030-07-01' } });
    fireEvent.blur(checkOut);
    await waitFor(() => expect(checkOut.value).toBe('2030-06-09'));
    expect((screen.getByLabelText('Check-in') as HTMLInputElement).value).toBe('2030-05-10');
    expect(screen.getByTestId('stay-capped').textContent).toMatch(/^Stays are at most 30 nights: check-out set to .*2030/);
  });

  // QA: 01/01/2020 typed in Check-in became today once the field was left, without a word.
  it.each<[Language, string]>([
    ['en', 'Check-in cannot be in the past, so it is set to today.'],
    ['tr', 'Giriş tarihi geçmişte olamaz, bu yüzden bugün olarak ayarlandı.'],
    ['ar', 'لا يمكن أن يكون تاريخ الوصول في الماضي، لذا ضُبط على تاريخ اليوم.'],
  ])(
    'says that a check-in typed in the past was set to today, leaves the focus, and drops it at the next date (%s)',
    async (language, text) => {
      await showIn(language);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-05-01T09:00:00Z'));
      try {
        vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
        renderAt(URL, '/hotels/:id', <Panel />);
        const panel = screen.getByTestId('booking-panel');
        const checkIn = panel.querySelector<HTMLInputElement>('input[name="checkIn"]')!;
        const checkOut = panel.querySelector<HTMLInputElement>('input[name="checkOut"]')!;
        const notice = screen.getByTestId('stay-capped');
        expect(notice.getAttribute('role')).toBe('status');
        expect(notice.textContent).toBe('');
        checkIn.focus();
        fireEvent.change(checkIn, { target: { value: '2020-01-01' } });
        // Leaving the field for the next one applies the typed day.
        checkOut.focus();
        fireEvent.blur(checkIn);
        await waitFor(() => expect(checkIn.value).toBe('2030-05-01'));
        expect(notice.textContent).toBe(text);
        expect(document.activeElement).toBe(checkOut);
        // Another date picked: the notice has said its piece.
        fireEvent.change(checkOut, { target: { value: '2030-05-03' } });
        await waitFor(() => expect(checkOut.value).toBe('2030-05-03'));
        expect(notice.textContent).toBe('');
      } finally {
        vi.useRealTimers();
        await showIn('en');
      }
    },
  );

  // QA: an emptied check-in became today once the field was left, without a word (a same-day stay
  // the visitor never chose); an emptied check-out became one night.
  it('gives an emptied date field back its date once it is left and says so; the stay and the focus stay', async () => {
    const availability = vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
    renderAt(URL, '/hotels/:id', <Panel />);
    const panel = screen.getByTestId('booking-panel');
    const checkIn = panel.querySelector<HTMLInputElement>('input[name="checkIn"]')!;
    const checkOut = panel.querySelector<HTMLInputElement>('input[name="checkOut"]')!;
    const notice = screen.getByTestId('stay-capped');
    await waitFor(() => expect(screen.getByTestId('availability-total').getAttribute('data-state')).toBe('ready'), { timeout: 5000 });
    checkIn.focus();
    fireEvent.change(checkIn, { target: { value: '' } });
    // While typing an emptied field is left as it is.
    expect(checkIn.value).toBe('');
    expect(notice.textContent).toBe('');
    checkOut.focus();
    fireEvent.blur(checkIn);
    await waitFor(() => expect(checkIn.value).toBe('2030-05-10'));
    expect(checkOut.value).toBe('2030-05-12');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('Check-in cannot be left empty, so it stays May 10, 2030.');
    expect(document.activeElement).toBe(checkOut);

    fireEvent.change(checkOut, { target: { value: '' } });
    fireEvent.blur(checkOut);
    await waitFor(() => expect(notice.textContent).toBe('Check-out cannot be left empty, so it stays May 12, 2030.'));
    expect(checkOut.value).toBe('2030-05-12');
    expect(screen.getByTestId('booking-nights').textContent).toBe('2 nights');
    // The stay did not change: nothing asked again.
    expect(availability).toHaveBeenCalledTimes(1);
    // The next date picked: the notice has said its piece.
    fireEvent.change(checkOut, { target: { value: '2030-05-13' } });
    await waitFor(() => expect(checkOut.value).toBe('2030-05-13'));
    expect(notice.textContent).toBe('');
  });

  // QA: a check-out typed in the past, or on the check-in day, became the day after check-in without a word.
  it.each<[Language, string, string]>([
    ['en', 'Check-out must be after check-in: check-out set to May 11, 2030.', 'Check-in cannot be left empty, so it stays May 10, 2030.'],
    [
      'tr',
      'Çıkış tarihi girişten sonra olmalı: çıkış tarihi 11 May 2030 olarak ayarlandı.',
      'Giriş tarihi boş bırakılamaz, bu yüzden 10 May 2030 olarak kaldı.',
    ],
    [
      'ar',
      'يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول، لذا ضُبط تاريخ المغادرة على 11\u200f/05\u200f/2030.',
      'لا يمكن ترك تاريخ الوصول فارغًا، لذا بقي على 10\u200f/05\u200f/2030.',
    ],
  ])(
    'sets a check-out typed in the past or on the check-in day to the next day and says so, focus left (%s)',
    async (language, afterCheckIn, emptied) => {
      await showIn(language);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-05-01T09:00:00Z'));
      try {
        vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
        renderAt(URL, '/hotels/:id', <Panel />);
        const panel = screen.getByTestId('booking-panel');
        const checkIn = panel.querySelector<HTMLInputElement>('input[name="checkIn"]')!;
        const checkOut = panel.querySelector<HTMLInputElement>('input[name="checkOut"]')!;
        const guests = panel.querySelector<HTMLSelectElement>('select[name="guests"]')!;
        const notice = screen.getByTestId('stay-capped');
        checkOut.focus();
        fireEvent.change(checkOut, { target: { value: '2030-04-20' } });
        guests.focus();
        fireEvent.blur(checkOut);
        await waitFor(() => expect(checkOut.value).toBe('2030-05-11'));
        expect(checkIn.value).toBe('2030-05-10');
        expect(notice.textContent).toBe(afterCheckIn);
        expect(document.activeElement).toBe(guests);
        // A check-out after the check-in is taken as it is: the notice is dropped.
        fireEvent.change(checkOut, { target: { value: '2030-05-14' } });
        await waitFor(() => expect(checkOut.value).toBe('2030-05-14'));
        expect(notice.textContent).toBe('');
        // On the check-in day: the same.
        fireEvent.change(checkOut, { target: { value: '2030-05-10' } });
        fireEvent.blur(checkOut);
        await waitFor(() => expect(checkOut.value).toBe('2030-05-11'));
        expect(notice.textContent).toBe(afterCheckIn);
        // The emptied check-in's text in this language.
        fireEvent.change(checkIn, { target: { value: '' } });
        fireEvent.blur(checkIn);
        await waitFor(() => expect(notice.textContent).toBe(emptied));
        expect(checkIn.value).toBe('2030-05-10');
      } finally {
        vi.useRealTimers();
        await showIn('en');
      }
    },
  );

  // QA: a check-in picked on or after the check-out moved the check-out to the day after it without a word.
  it.each<[Language, string, string]>([
    ['en', 'Check-out moved to May 13, 2030, the day after check-in.', 'Check-out moved to May 21, 2030, the day after check-in.'],
    [
      'tr',
      'Çıkış tarihi, giriş tarihinin ertesi günü olan 13 May 2030 olarak ayarlandı.',
      'Çıkış tarihi, giriş tarihinin ertesi günü olan 21 May 2030 olarak ayarlandı.',
    ],
    [
      'ar',
      'نُقل تاريخ المغادرة إلى 13\u200f/05\u200f/2030، وهو اليوم التالي لتاريخ الوصول.',
      'نُقل تاريخ المغادرة إلى 21\u200f/05\u200f/2030، وهو اليوم التالي لتاريخ الوصول.',
    ],
  ])(
    'moves the check-out to the day after a check-in picked on or after it and says so, focus left (%s)',
    async (language, onCheckOut, afterCheckOut) => {
      await showIn(language);
      // Today within a year of the stay, where a picked check-in is applied at once.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-05-01T09:00:00Z'));
      try {
        vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
        renderAt(URL, '/hotels/:id', <Panel />);
        const panel = screen.getByTestId('booking-panel');
        const checkIn = panel.querySelector<HTMLInputElement>('input[name="checkIn"]')!;
        const checkOut = panel.querySelector<HTMLInputElement>('input[name="checkOut"]')!;
        const notice = screen.getByTestId('stay-capped');
        checkIn.focus();
        // On the check-out day.
        fireEvent.change(checkIn, { target: { value: '2030-05-12' } });
        await waitFor(() => expect(checkOut.value).toBe('2030-05-13'));
        expect(checkIn.value).toBe('2030-05-12');
        expect(notice.getAttribute('role')).toBe('status');
        expect(notice.textContent).toBe(onCheckOut);
        expect(document.activeElement).toBe(checkIn);
        // A check-in before the check-out leaves it where it is: the notice is dropped.
        fireEvent.change(checkIn, { target: { value: '2030-05-11' } });
        await waitFor(() => expect(checkIn.value).toBe('2030-05-11'));
        expect(checkOut.value).toBe('2030-05-13');
        expect(notice.textContent).toBe('');
        // After the check-out day.
        fireEvent.change(checkIn, { target: { value: '2030-05-20' } });
        await waitFor(() => expect(checkOut.value).toBe('2030-05-21'));
        expect(notice.textContent).toBe(afterCheckOut);
        // The next date picked: the notice has said its piece.
        fireEvent.change(checkOut, { target: { value: '2030-05-23' } });
        await waitFor(() => expect(checkOut.value).toBe('2030-05-23'));
        expect(notice.textContent).toBe('');
      } finally {
        vi.useRealTimers();
        await showIn('en');
      }
    },
  );

  // QA: a check-in moved earlier so that the stay passed 30 nights set the check-out to the day after it without a word.
  it.each<[Language, string]>([
    ['en', 'Stays are at most 30 nights: check-out moved to May 6, 2030, the day after check-in.'],
    ['tr', 'Konaklama en fazla 30 gece olabilir: çıkış tarihi, giriş tarihinin ertesi günü olan 6 May 2030 olarak ayarlandı.'],
    ['ar', 'تمتد الإقامة 30 ليلة على الأكثر، لذا نُقل تاريخ المغادرة إلى 06\u200f/05\u200f/2030، وهو اليوم التالي لتاريخ الوصول.'],
  ])('says why the check-out moved when an earlier check-in makes the stay longer than 30 nights (%s)', async (language, tooLong) => {
    await showIn(language);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-01T09:00:00Z'));
    try {
      vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
      renderAt('/hotels/h1?checkIn=2030-05-10&checkOut=2030-06-05&guests=2&roomTypeId=std', '/hotels/:id', <Panel />);
      const panel = screen.getByTestId('booking-panel');
      const checkIn = panel.querySelector<HTMLInputElement>('input[name="checkIn"]')!;
      const checkOut = panel.querySelector<HTMLInputElement>('input[name="checkOut"]')!;
      const notice = screen.getByTestId('stay-capped');
      checkIn.focus();
      // 30 nights: kept.
      fireEvent.change(checkIn, { target: { value: '2030-05-06' } });
      await waitFor(() => expect(checkIn.value).toBe('2030-05-06'));
      expect(checkOut.value).toBe('2030-06-05');
      expect(notice.textContent).toBe('');
      // 31 nights: the check-out moves to the day after check-in, and the notice says why.
      fireEvent.change(checkIn, { target: { value: '2030-05-05' } });
      await waitFor(() => expect(checkOut.value).toBe('2030-05-06'));
      expect(notice.textContent).toBe(tooLong);
      expect(document.activeElement).toBe(checkIn);
    } finally {
      vi.useRealTimers();
      await showIn('en');
    }
  });

  it('tells a screen reader when a room chosen in the panel sleeps fewer than the guests, and lowers them', async () => {
    vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
    renderAt('/hotels/h1?checkIn=2030-05-10&checkOut=2030-05-12&guests=3&roomTypeId=fam', '/hotels/:id', <Panel />);
    const status = screen.getByTestId('room-switched');
    expect(status.getAttribute('role')).toBe('status');
    fireEvent.change(screen.getByTestId('room-type-select'), { target: { value: 'std' } });
    await waitFor(() => expect((screen.getByLabelText('Guests') as HTMLSelectElement).value).toBe('2'));
    expect(status.textContent).toBe('Standard Room sleeps up to 2 guests, so the guests were lowered from 3 to 2.');
    // Said once: choosing the guests again empties it.
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '1' } });
    await waitFor(() => expect(status.textContent).toBe(''));
  });

  it('says so too when the room is chosen in the room list, which marks it too small first', async () => {
    vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
    renderAt('/hotels/h1?checkIn=2030-05-10&checkOut=2030-05-12&guests=3&roomTypeId=fam', '/hotels/:id', <PanelAndRooms />);
    const standard = screen.getAllByTestId('room-type').find((item) => item.getAttribute('data-room-type-id') === 'std')!;
    expect(within(standard).getByTestId('room-too-small').textContent).toBe('Too small for 3 guests');
    fireEvent.click(within(standard).getByRole('button', { name: 'Select: Standard Room' }));
    await waitFor(() =>
      expect(screen.getByTestId('room-switched').textContent).toBe(
        'Standard Room sleeps up to 2 guests, so the guests were lowered from 3 to 2.',
      ),
    );
    expect(within(standard).queryByTestId('room-too-small')).toBeNull();
  });

  it.each<[Language, string]>([
    ['tr', 'Standard Room en fazla 2 misafir alır: misafir sayısı 3 yerine 2 olarak ayarlandı.'],
    ['ar', 'Standard Room: ضيفان على الأكثر، لذا خُفِّض عدد الضيوف من 3 إلى ضيفين.'],
  ])('says why the guests were lowered in the page’s language (%s)', async (language, text) => {
    await showIn(language);
    try {
      vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(240));
      renderAt('/hotels/h1?checkIn=2030-05-10&checkOut=2030-05-12&guests=3&roomTypeId=fam', '/hotels/:id', <Panel />);
      fireEvent.change(screen.getByTestId('room-type-select'), { target: { value: 'std' } });
      await waitFor(() => expect(screen.getByTestId('room-switched').textContent).toBe(text));
    } finally {
      await showIn('en');
    }
  });

  // A closed select cannot wrap: at 360 px "Deluxe Sea View – $4,250.00 per night" lost its price.
  it.each<[Language, string, string]>([
    ['en', '$130.00 per night', 'Not available on these dates'],
    ['tr', 'gecelik $130,00', 'Bu tarihlerde müsait değil'],
    ['ar', '\u2066\u200f130.00\u00a0US$\u2069 لليلة', 'غير متاحة في هذه التواريخ'],
  ])(
    'writes the chosen room’s price a night in full under the select, outside its cut text (%s)',
    async (language, priced, unavailable) => {
      await showIn(language);
      try {
        vi.spyOn(hotelsApi, 'availability').mockResolvedValue(answer(260));
        renderAt(URL, '/hotels/:id', <Panel />);
        const price = screen.getByTestId('room-choice-price');
        expect(price.closest('select')).toBeNull();
        expect(price.textContent).toBe('');
        await waitFor(() => expect(price.textContent).toBe(priced), { timeout: 5000 });
        fireEvent.change(screen.getByTestId('room-type-select'), { target: { value: 'fam' } });
        expect(price.textContent).toBe(unavailable);
      } finally {
        await showIn('en');
      }
    },
  );
});
