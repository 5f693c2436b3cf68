// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { i18n } from '@trabzon/i18n';
import { bookingsApi, type Booking } from '@trabzon/api-client';
import { ConfirmHoldPage } from '../../../../src/features/bookings/pages/ConfirmHoldPage';
import { registerBookingsTranslations } from '../../../../src/features/bookings/i18n';
import { startI18n } from '../../../helpers/i18n';

/** A guest's unpaid booking as the e-mailed confirm link answers it, of `type` with `details`. */
const held = (type: string, details: Record<string, unknown>) =>
  ({
    _id: 'b1',
    reference: 'TR-622633',
    type,
    status: 'confirmed',
    startDate: '2030-06-10',
    endDate: null,
    startTime: '19:30',
    guests: 4,
    details,
    contact: { firstName: 'Ayşe', lastName: 'Kaya', email: 'ayse@example.com', phone: '+905321234567' },
    total: 0,
  }) as unknown as Booking;

async function confirmed(booking: Booking) {
  vi.spyOn(bookingsApi, 'confirmHold').mockResolvedValue(booking);
  queryClient.clear();
  render(
    <MemoryRouter initialEntries={['/bookings/confirm/Zm9vYmFyYmF6cXV4LWxpbmstdG9rZW4']}>
      <AppProviders>
        <Routes>
          <Route path="/bookings/confirm/:token" element={<ConfirmHoldPage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  return (await screen.findByTestId('hold-payment')).textContent;
}

beforeAll(() => startI18n(registerBookingsTranslations));
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the confirm link of a guest booking says how it is paid, for its kind of booking', () => {
  it('a restaurant: the reservation is free and the bill is paid at the restaurant (not "at the property")', async () => {
    expect(await confirmed(held('restaurant', { restaurantName: 'Hamsi Köşkü', partySize: 4 }))).toBe(
      'No charge: the reservation is free and you pay the bill at the restaurant.',
    );
    cleanup();
    await i18n.changeLanguage('ar');
    expect(await confirmed(held('restaurant', { restaurantName: 'Hamsi Köşkü', partySize: 4 }))).toBe(
      'بدون رسوم: الحجز مجاني وتدفع الفاتورة في المطعم.',
    );
  });

  it('a transfer or a taxi is paid to the driver; a car rental at its pick-up; its party are passengers', async () => {
    const transfer = { pickup: { name: 'Trabzon Airport' }, dropoff: { name: 'Uzungöl' } };
    expect(await confirmed(held('transfer', transfer))).toBe(
      'Nothing has been charged: you pay the driver on the day of the ride. Keep your booking reference.',
    );
    expect(screen.getByText('Passengers')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('ar');
    expect(await confirmed(held('transfer', { ...transfer, mode: 'taxi' }))).toBe(
      'لم يتم تحصيل أي مبلغ: تدفع للسائق يوم الرحلة. احتفظ بمرجع حجزك.',
    );
    cleanup();
    await i18n.changeLanguage('tr');
    expect(await confirmed(held('car-rental', { ...transfer, carType: 'suv' }))).toBe(
      'Hiçbir ücret alınmadı: ödemeyi aracı teslim alırken yaparsınız. Rezervasyon referansınızı saklayın.',
    );
  });

  it('a car rental tells no party, even the 2 passengers an older rental kept: the driver rents a car', async () => {
    await confirmed(held('car-rental', { pickup: { name: 'Trabzon Airport' }, dropoff: { name: 'Uzungöl' }, passengers: 2 }));
    expect(screen.queryByText('Passengers')).toBeNull();
    expect(screen.queryByText('Guests')).toBeNull();
    expect(screen.getByTestId('hold-dates').nextElementSibling).toBeNull();
  });

  it('a stay is still paid at the property', async () => {
    expect(await confirmed(held('hotel', { hotelName: 'Hamsiköy Stone Inn' }))).toBe(
      'Nothing has been charged: you pay at the property. Keep your booking reference.',
    );
  });
});
