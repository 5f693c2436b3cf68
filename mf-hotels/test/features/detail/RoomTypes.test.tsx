// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RoomType } from '@trabzon/api-client';
import { useLocaleStore, type Language } from '@trabzon/stores';
import { AppProviders } from '@trabzon/ui';
import { RoomTypes } from '../../../src/features/detail/RoomTypes';
import type { StayPricesView } from '../../../src/features/detail/useStayPrices';
import { startI18n } from '../../helpers';

/** Only what the list reads of a room type. */
const ROOM = {
  _id: 'std',
  name: 'Standard Room',
  description: '',
  capacity: 2,
  beds: null,
  size: null,
  amenities: [],
  images: [],
  pricePerNight: 100,
} as unknown as RoomType;

const priced = (view: Partial<StayPricesView>): StayPricesView => ({ byRoom: null, nights: 0, loading: false, ...view });

function renderRooms(prices: StayPricesView, guests = 2) {
  render(
    <AppProviders>
      <RoomTypes rooms={[ROOM]} prices={prices} selectedId={null} guests={guests} onSelect={() => {}} />
    </AppProviders>,
  );
}

beforeAll(async () => {
  await startI18n();
});
afterEach(() => cleanup());

describe('RoomTypes: a room’s price for the stay on the page', () => {
  it('is the average a night and the total of the stay, as the checkout charges them', () => {
    renderRooms(
      priced({ nights: 3, byRoom: new Map([['std', { roomTypeId: 'std', bookable: true, pricePerNight: 123.33, total: 370 }]]) }),
    );
    const price = screen.getByTestId('room-price');
    expect(price.textContent).toBe('$123.33per night$370.00 for 3 nights');
    expect(price.textContent).not.toContain('$100.00');
  });

  it('says a room the stay cannot have is not available, with no price', () => {
    renderRooms(
      priced({ nights: 2, byRoom: new Map([['std', { roomTypeId: 'std', bookable: false, pricePerNight: null, total: null }]]) }),
    );
    expect(screen.getByTestId('room-price').textContent).toBe('Not available on these dates');
  });

  it('shows no price while the stay’s prices load, and the base price a night only when they failed', () => {
    renderRooms(priced({ loading: true }));
    expect(screen.queryByTestId('room-price')).toBeNull();
    expect(screen.getByText('Checking prices…')).toBeTruthy();
    cleanup();
    renderRooms(priced({ loading: false }));
    expect(screen.getByTestId('room-price').textContent).toBe('$100.00per night');
  });

  it('marks a room that sleeps fewer than the guests chosen, and tells the select button why', () => {
    renderRooms(priced({}), 2);
    expect(screen.queryByTestId('room-too-small')).toBeNull();
    cleanup();
    renderRooms(priced({}), 3);
    const note = screen.getByTestId('room-too-small');
    expect(note.textContent).toBe('Too small for 3 guests');
    expect(screen.getByRole('button', { name: 'Select: Standard Room' }).getAttribute('aria-describedby')).toBe(note.id);
  });

  it.each<[Language, number, string]>([
    ['tr', 3, '3 misafir için küçük'],
    ['ar', 3, 'صغيرة جدًا لـ 3 ضيوف'],
    ['ar', 11, 'صغيرة جدًا لـ 11 ضيفًا'],
  ])('says a room is too small in the page’s language (%s, %i guests)', async (language, guests, text) => {
    useLocaleStore.getState().setLanguage(language);
    try {
      renderRooms(priced({}), guests);
      await waitFor(() => expect(screen.getByTestId('room-too-small').textContent).toBe(text));
    } finally {
      await startI18n();
    }
  });

  it('speaks the page’s language', async () => {
    // As the language menu does: the Turkish texts load, then the page switches.
    useLocaleStore.getState().setLanguage('tr');
    try {
      renderRooms(priced({ nights: 2, byRoom: new Map([['std', { roomTypeId: 'std', bookable: true, pricePerNight: 130, total: 260 }]]) }));
      await waitFor(() => expect(screen.getByTestId('room-price').textContent).toContain('2 gece için'));
    } finally {
      await startI18n();
    }
  });
});
