// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@trabzon/i18n';
import { bookingsApi, siteSettingsApi, type Booking } from '@trabzon/api-client';
import { registerBookingsTranslations } from '../../../../src/features/bookings/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { renderFindBookingPage } from './render-find-booking';

/** A guest's booking as GET /api/bookings/lookup answers it. */
const booking = {
  _id: 'b9',
  reference: 'TF-855297',
  type: 'flight',
  status: 'confirmed',
  userId: null,
  startDate: '2030-12-04',
  endDate: null,
  startTime: '13:45',
  guests: 2,
  details: { origin: 'TZX', destination: 'IST' },
  contact: { firstName: 'Mehmet', lastName: 'Kaya', email: 'mehmet.kaya@example.test', phone: '+905321234567' },
  payment: { method: 'creditCard', cardLast4: '1111', cardBrand: 'visa' },
  lineItems: [{ label: 'Base fare, TZX → IST', quantity: 1, unitPrice: 100, total: 100 }],
  subtotal: 100,
  taxRate: 0,
  tax: 0,
  total: 100,
  currency: 'USD',
  cancellable: true,
  cancellableUntil: '2030-12-03T10:45:00.000Z',
  createdAt: '2030-01-01T10:00:00.000Z',
} as unknown as Booking;

/** The page opened from the confirmation's link, with the booking's reference. */
const renderPage = (url = '/bookings/find?reference=TF-855297') => renderFindBookingPage(url);

const typeEmail = (email: string) => fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
const find = () => fireEvent.click(screen.getByRole('button', { name: 'Find booking' }));

beforeAll(() => startI18n(registerBookingsTranslations));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Find my booking (/bookings/find): a booking made without an account', () => {
  it('is found by the reference (from the confirmation link) and the e-mail, with its price, terms and how to reach us', async () => {
    const lookup = vi.spyOn(bookingsApi, 'lookup').mockResolvedValue(booking);
    vi.spyOn(siteSettingsApi, 'get').mockResolvedValue({ contactEmail: 'desk@example.com' } as never);
    renderPage();
    expect((screen.getByLabelText('Booking reference') as HTMLInputElement).value).toBe('TF-855297');
    typeEmail(' mehmet.kaya@example.test ');
    find();
    const found = await screen.findByTestId('found-booking');
    expect(lookup).toHaveBeenCalledWith('TF-855297', 'mehmet.kaya@example.test');
    expect(found.getAttribute('data-reference')).toBe('TF-855297');
    expect(within(found).getByText('Base fare, TZX → IST')).toBeTruthy();
    expect(within(found).getByTestId('found-total').textContent).toBe('$100.00');
    expect(found.textContent).toContain('Free cancellation until Dec 3, 2030');
    expect(within(found).getByTestId('booking-contact').textContent).toContain('TF-855297');
    // One date (a one-way flight): its label is singular, as on the booking's own page.
    expect(within(found).getByText('Date').nextElementSibling?.textContent).toBe('Dec 4, 2030 13:45');
    expect(within(found).queryByText('Dates')).toBeNull();
  });

  it('says when nothing matches, and asks for both fields before asking the server', async () => {
    const lookup = vi.spyOn(bookingsApi, 'lookup').mockRejectedValue(apiRefusal(404, 'Booking not found'));
    renderPage('/bookings/find');
    find();
    expect(screen.getByText('Please enter the reference and the email.')).toBeTruthy();
    expect(lookup).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Booking reference'), { target: { value: 'TZN-000000' } });
    typeEmail('someone@example.com');
    find();
    expect((await screen.findByTestId('find-problem')).textContent).toBe(
      'No booking matches this reference and email. Check both and try again.',
    );
    expect(screen.queryByTestId('found-booking')).toBeNull();
  });

  it('says so when the attempts are used up', async () => {
    vi.spyOn(bookingsApi, 'lookup').mockRejectedValue(apiRefusal(429, 'Too many lookups. Please try again in 5 minutes.'));
    renderPage();
    typeEmail('mehmet.kaya@example.test');
    find();
    expect((await screen.findByTestId('find-problem')).textContent).toBe('Too many attempts. Please try again in a few minutes.');
  });
});

describe('Find my booking: a taxi or a car rental', () => {
  /** A taxi as the taxi page books it: a `transfer` with `mode: 'taxi'`, its places in Arabic too. */
  const taxi = {
    ...booking,
    reference: 'TT-182280',
    type: 'transfer',
    details: {
      mode: 'taxi',
      taxi: true,
      pickup: { code: 'TZX', name: 'Trabzon Airport (TZX)' },
      dropoff: { code: 'TZX_CITY', name: 'Trabzon City Center' },
      localizedNames: { ar: { pickup: 'مطار طرابزون (TZX)', dropoff: 'وسط مدينة طرابزون' } },
    },
  } as unknown as Booking;

  const findTaxi = async (found: Booking = taxi) => {
    vi.spyOn(bookingsApi, 'lookup').mockResolvedValue(found);
    vi.spyOn(siteSettingsApi, 'get').mockResolvedValue({ contactEmail: 'desk@example.com' } as never);
    renderPage(`/bookings/find?reference=${found.reference}`);
    fireEvent.change(screen.getByLabelText(i18n.t('find.email', { ns: 'bookings' })), { target: { value: 'mehmet.kaya@example.test' } });
    fireEvent.click(screen.getByTestId('find-submit'));
    return screen.findByTestId('found-booking');
  };

  it('is titled a taxi, not a transfer, and says where it goes', async () => {
    const found = await findTaxi();
    expect(within(found).getByRole('heading', { level: 2 }).textContent).toBe('Taxi TT-182280');
    expect(within(found).getByText('Route').nextElementSibling?.textContent).toBe('Trabzon Airport (TZX) → Trabzon City Center');
  });

  it('tells a taxi’s passengers, and no party for a car rental, even the 2 an older rental kept', async () => {
    expect(within(await findTaxi()).getByText('Passengers').nextElementSibling?.textContent).toBe('2');
    cleanup();
    const rental = { ...taxi, reference: 'TC-182281', type: 'car-rental', details: { ...taxi.details, mode: undefined, passengers: 2 } };
    const found = await findTaxi(rental as Booking);
    expect(within(found).getByRole('heading', { level: 2 }).textContent).toBe('Car rental TC-182281');
    expect(within(found).queryByText('Passengers')).toBeNull();
    expect(within(found).queryByText('Guests')).toBeNull();
  });

  it('in Arabic, its route reads right to left: the arrow points from the pickup to the drop-off', async () => {
    await i18n.changeLanguage('ar');
    try {
      const found = await findTaxi();
      expect(within(found).getByRole('heading', { level: 2 }).textContent).toBe('سيارة أجرة TT-182280');
      const route = within(found).getByText(i18n.t('find.route', { ns: 'bookings' })).nextElementSibling as HTMLElement;
      expect(route.textContent).toBe('مطار طرابزون (TZX) ← وسط مدينة طرابزون');
      expect([...route.querySelectorAll('bdi')].map((place) => place.textContent)).toEqual(['مطار طرابزون (TZX)', 'وسط مدينة طرابزون']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('Find my booking (/bookings/find?key=…): opened by the link of the confirmation e-mail', () => {
  const KEY = 'eyJhbGciOiJIUzI1NiJ9.signed-key.for-b9';

  it('shows the booking at once and cancels it after the question, with the outcome read out', async () => {
    const managed = vi.spyOn(bookingsApi, 'managed').mockResolvedValue(booking);
    const cancel = vi
      .spyOn(bookingsApi, 'cancelManaged')
      .mockResolvedValue({ ...booking, status: 'cancelled', cancellable: false } as Booking);
    renderPage(`/bookings/find?reference=TF-855297&key=${KEY}`);
    const found = await screen.findByTestId('found-booking');
    expect(managed).toHaveBeenCalledWith(KEY);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(found.textContent).toContain('Free cancellation until Dec 3, 2030');
    fireEvent.click(within(found).getByTestId('cancel-booking'));
    expect(document.activeElement?.textContent).toBe('Keep the booking');
    fireEvent.click(within(found).getByTestId('confirm-cancel'));
    const message = await screen.findByTestId('cancel-message');
    expect(cancel).toHaveBeenCalledWith(KEY);
    expect(document.activeElement).toBe(message);
    expect(within(screen.getByTestId('found-booking')).getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByTestId('cancel-booking')).toBeNull();
  });

  it('cancelled meanwhile (in another tab): says it is already cancelled and shows it so, without the button', async () => {
    vi.spyOn(bookingsApi, 'managed')
      .mockResolvedValueOnce(booking)
      .mockResolvedValue({ ...booking, status: 'cancelled', cancellable: false } as Booking);
    vi.spyOn(bookingsApi, 'cancelManaged').mockRejectedValue(apiRefusal(409, 'A cancelled booking cannot be cancelled'));
    renderPage(`/bookings/find?reference=TF-855297&key=${KEY}`);
    const found = await screen.findByTestId('found-booking');
    fireEvent.click(within(found).getByTestId('cancel-booking'));
    fireEvent.click(within(found).getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.getByTestId('cancel-message').textContent).toBe('This booking is already cancelled.'));
    expect(within(screen.getByTestId('found-booking')).getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByTestId('cancel-booking')).toBeNull();
    expect(screen.getByTestId('found-booking').textContent).not.toContain('Free cancellation until');
  });

  it('a link that no longer works says so, and offers the search by reference and e-mail', async () => {
    vi.spyOn(bookingsApi, 'managed').mockRejectedValue(apiRefusal(404, 'This booking link is invalid or has expired.'));
    renderPage(`/bookings/find?reference=TF-855297&key=${KEY}`);
    expect((await screen.findByTestId('find-link-problem')).textContent).toBe(
      'This booking link is invalid or has expired. Your booking reference is filled in below: enter the email you booked with to see your booking.',
    );
    expect((screen.getByLabelText('Booking reference') as HTMLInputElement).value).toBe('TF-855297');
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('found by reference and e-mail, it says the e-mailed link cancels it online (the two prove too little)', async () => {
    vi.spyOn(bookingsApi, 'lookup').mockResolvedValue(booking);
    vi.spyOn(siteSettingsApi, 'get').mockResolvedValue({ contactEmail: 'desk@example.com' } as never);
    renderPage();
    typeEmail('mehmet.kaya@example.test');
    find();
    const found = await screen.findByTestId('found-booking');
    expect(found.textContent).toContain('To cancel online, open the link at the end of your confirmation email.');
    expect(within(found).queryByTestId('cancel-booking')).toBeNull();
  });
});
