// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingsApi, type Booking, type FlightOffer } from '@trabzon/api-client';
import { CHECKOUT_MESSAGES, PERSON_NAME_MAX } from '@trabzon/contracts/validation';
import { addDays, todayIso } from '@trabzon/dates';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import { MemoryRouter } from '@trabzon/router';
import { FlightBooking } from '../../../../src/features/flights/components/FlightBooking';
import { oneWayOffer } from '../../../fixtures/offer';
import { expectTapTarget } from '../../../fixtures/tapTarget';

const offer = oneWayOffer({ departAt: '2099-12-01T08:30:00', arriveAt: '2099-12-01T10:25:00', travellers: 2 });

/** The API's 400 with a message per field, as the error plugin sends it. */
function invalid(fields: Record<string, string>) {
  const data = { statusCode: 400, message: 'Please correct the highlighted fields', fields };
  const response = { status: 400, data, headers: {}, statusText: 'Bad Request', config: {} } as unknown as AxiosResponse;
  return new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, response);
}

function renderBooking(booked: FlightOffer = offer) {
  queryClient.clear();
  // Inside a router, as on the site (the checkout links to sign-in when the session ended).
  return render(
    <MemoryRouter initialEntries={['/flights']}>
      <AppProviders>
        <FlightBooking offer={booked} dictionaries={undefined} onBooked={() => undefined} onBack={() => undefined} />
      </AppProviders>
    </MemoryRouter>,
  );
}

const group = (name: string) => within(screen.getByRole('group', { name }));

/** The field, not a date's calendar button (named 'Open the calendar: Date of birth'). */
const FIELD = { exact: false, selector: 'input, select, textarea' };

function type(scope: ReturnType<typeof group>, label: string, value: string) {
  fireEvent.change(scope.getByLabelText(label, FIELD), { target: { value } });
}

/** Every field of the shared checkout (contact, traveller, card) and the terms. */
function fillCheckout() {
  const contact = group('Contact details');
  type(contact, 'First name', 'Ada');
  type(contact, 'Last name', 'Lovelace');
  type(contact, 'Email', 'ada@example.com');
  type(contact, 'Phone', '+905321234567');
  const traveller = group('Traveller');
  type(traveller, 'Date of birth', '12/10/1985');
  type(traveller, 'Document number', 'U12345678');
  type(traveller, 'Document expiry', '01/01/2105');
  type(traveller, 'Billing address', 'Kemerkaya Mah. 1, Trabzon');
  const payment = group('Payment');
  type(payment, 'Card number', '4242 4242 4242 4242');
  type(payment, 'Name on card', 'Ada Lovelace');
  type(payment, 'Expiry', '12/40');
  type(payment, 'CVV', '123');
  fireEvent.click(screen.getByLabelText('I agree', { exact: false }));
}

/** Passenger 2's field and the message tied to it by aria-describedby. */
function passengerField(label: string) {
  const input = group('Passenger 2').getByLabelText(label, FIELD) as HTMLInputElement;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const message = ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => !text.startsWith('Format'));
  return { input, invalid: input.getAttribute('aria-invalid') === 'true', message };
}

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  // A test that switched the page's language puts it back for the next.
  if (i18n.language !== 'en') {
    useLocaleStore.getState().setLanguage('en');
    await waitFor(() => expect(i18n.language).toBe('en'));
  }
});

describe('the booking dialog’s summary line', () => {
  it('gives the departure day of a one-way flight, and both days of a round trip', () => {
    renderBooking();
    expect(screen.getByTestId('flight-booking').querySelector('p')?.textContent).toBe('TZX → IST, \u2068Dec 1, 2099\u2069 · $400.00');
    cleanup();
    const back = oneWayOffer({ departAt: '2099-12-08T12:00:00', arriveAt: '2099-12-08T13:55:00', travellers: 2 }).itineraries[0]!;
    renderBooking({ ...offer, itineraries: [offer.itineraries[0]!, back] });
    expect(screen.getByTestId('flight-booking').querySelector('p')?.textContent).toContain('Dec 1, 2099 – Dec 8, 2099');
  });
});

describe('the booking dialog’s summary line in Arabic', () => {
  it('reads the route from the right: each airport isolated, the arrow pointing left, as the result cards write it', async () => {
    useLocaleStore.getState().setLanguage('ar');
    await waitFor(() => expect(i18n.language).toBe('ar'));
    renderBooking();
    expect(screen.getByTestId('flight-booking').querySelector('p')?.textContent).toContain('\u2068TZX\u2069 ← \u2068IST\u2069');
  });
});

describe('FlightBooking: the other passengers', () => {
  it('come after the contact and traveller sections, with the same day field as the first traveller', () => {
    renderBooking();
    const contact = screen.getByRole('group', { name: 'Contact details' });
    const traveller = screen.getByRole('group', { name: 'Traveller' });
    const passenger = screen.getByRole('group', { name: 'Passenger 2' });
    expect(contact.compareDocumentPosition(passenger) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(traveller.compareDocumentPosition(passenger) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('checkout-form').contains(passenger)).toBe(true);
    const born = passengerField('Date of birth').input;
    const firstBorn = group('Traveller').getByLabelText('Date of birth', FIELD) as HTMLInputElement;
    expect(born.type).toBe('text');
    expect(born.placeholder).toBe('MM/DD/YYYY');
    expect(born.placeholder).toBe(firstBorn.placeholder);
  });

  it("take a name as long as any person's (PERSON_NAME_MAX, as the contact's and the API's rule), not a shorter limit of their own", () => {
    renderBooking();
    expect(passengerField('First name').input.maxLength).toBe(PERSON_NAME_MAX);
    expect(passengerField('Last name').input.maxLength).toBe(PERSON_NAME_MAX);
  });

  it("asks each passenger's travel document, as the first traveller's: nationality, type, number and expiry", () => {
    renderBooking();
    const passenger = group('Passenger 2');
    expect((passenger.getByLabelText('Nationality') as HTMLSelectElement).value).toBe('TR');
    expect((passenger.getByLabelText('Document type') as HTMLSelectElement).value).toBe('passport');
    expect(passenger.getByRole('option', { name: 'Italy' })).toBeTruthy();
    expect(passengerField('Document number').input.value).toBe('');
    expect(passengerField('Document expiry').input.value).toBe('');
  });

  it('submitting with Passenger 2 empty shows required messages next to Passenger 2 fields and sends nothing', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderBooking();
    fillCheckout();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(passengerField('First name').invalid).toBe(true));
    expect(passengerField('First name').message).toBe('This field is required');
    expect(passengerField('Last name')).toMatchObject({ invalid: true, message: 'This field is required' });
    expect(passengerField('Date of birth')).toMatchObject({ invalid: true, message: 'This field is required' });
    expect(document.activeElement).toBe(passengerField('First name').input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
  });

  it('a passenger without a birth date is refused before sending; once fixed, the message goes and the passengers are sent trimmed', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderBooking();
    fillCheckout();
    const passenger = group('Passenger 2');
    type(passenger, 'First name', '  Grace ');
    type(passenger, 'Last name', 'Hopper');
    fireEvent.change(passenger.getByLabelText('Nationality'), { target: { value: 'US' } });
    type(passenger, 'Document number', ' P7654321 ');
    type(passenger, 'Document expiry', '06/30/2105');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(passengerField('Date of birth').message).toBe('This field is required'));
    expect(passengerField('First name').invalid).toBe(false);
    type(passenger, 'Date of birth', '12/09/1906');
    await waitFor(() => expect(passengerField('Date of birth').invalid).toBe(false));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const body = create.mock.calls[0]?.[0] as Record<string, unknown>;
    // The terms box, ticked, is sent: the API refuses a flight booking without it.
    expect(body.agreeTerms).toBe(true);
    expect(body.otherTravellers).toEqual([
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        dateOfBirth: '1906-12-09',
        nationality: 'US',
        documentType: 'passport',
        documentNumber: 'P7654321',
        documentExpiry: '2105-06-30',
      },
    ]);
  });

  it("the banner 'correct the highlighted fields' goes once Passenger 2's last marked field is fixed", async () => {
    vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderBooking();
    fillCheckout();
    const passenger = group('Passenger 2');
    type(passenger, 'First name', 'Grace');
    type(passenger, 'Last name', 'Hopper');
    type(passenger, 'Document number', 'P7654321');
    type(passenger, 'Document expiry', '06/30/2105');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(passengerField('Date of birth').message).toBe('This field is required'));
    // The banner may come a render after the field's mark.
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('Please correct the highlighted fields.');
    type(passenger, 'Date of birth', '12/09/1956');
    await waitFor(() => expect(passengerField('Date of birth').invalid).toBe(false));
    await waitFor(() => expect(screen.queryByTestId('checkout-error')).toBeNull());
  });

  it("the first traveller's passport typed again for Passenger 2 is refused at that field, and nothing is sent", async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderBooking();
    fillCheckout();
    const passenger = group('Passenger 2');
    type(passenger, 'First name', 'Grace');
    type(passenger, 'Last name', 'Hopper');
    type(passenger, 'Date of birth', '12/09/1956');
    type(passenger, 'Document number', 'u12345678');
    type(passenger, 'Document expiry', '06/30/2105');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(passengerField('Document number').invalid).toBe(true));
    expect(passengerField('Document number').message).toBe('This document is already given for another passenger');
    expect(document.activeElement).toBe(passengerField('Document number').input);
    // Leaving the field (or the focus moving on to another wrong field) keeps the message: it is still the same passport.
    fireEvent.blur(passengerField('Document number').input);
    expect(passengerField('Document number')).toMatchObject({
      invalid: true,
      message: 'This document is already given for another passenger',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
  });

  it('a server 400 with otherTravellers fields shows them next to the fields', async () => {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(
      invalid({
        'otherTravellers.0.firstName': 'This field is required',
        'otherTravellers.0.lastName': 'This field is required',
        'otherTravellers.0.dateOfBirth': 'Please enter a valid value',
        'otherTravellers.0.documentExpiry': 'The document must be valid on the day of travel',
      }),
    );
    renderBooking();
    fillCheckout();
    const passenger = group('Passenger 2');
    type(passenger, 'First name', 'Grace');
    type(passenger, 'Last name', 'Hopper');
    type(passenger, 'Date of birth', '12/09/1956');
    type(passenger, 'Document number', 'P7654321');
    type(passenger, 'Document expiry', '06/30/2105');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(passengerField('Date of birth').invalid).toBe(true));
    expect(passengerField('Date of birth').message).toBe('Please enter a real date of birth');
    expect(passengerField('First name')).toMatchObject({ invalid: true, message: 'This field is required' });
    expect(passengerField('Last name')).toMatchObject({ invalid: true, message: 'This field is required' });
    // The airline needs the document valid on the last flight's day: the API checks it, the field says so (and which day).
    expect(passengerField('Document expiry')).toMatchObject({
      invalid: true,
      message: 'The document must still be valid on \u2068Dec 1, 2099\u2069, when the last flight lands',
    });
    expect(document.activeElement).toBe(passengerField('First name').input);
    // The banner points at the marked fields, not "Sorry, there was an error…".
    expect(screen.getByTestId('checkout-error').textContent).toBe('Please correct the highlighted fields.');
  });
});

describe('FlightBooking: a passenger’s name takes letters only, in the page’s language', () => {
  /** Passenger 2 as the tester typed them, `firstName` aside. */
  function fillPassenger(firstName: string) {
    const passenger = group('Passenger 2');
    type(passenger, 'First name', firstName);
    type(passenger, 'Last name', 'Hopper');
    type(passenger, 'Date of birth', '12/09/1956');
    type(passenger, 'Document number', 'P7654321');
    type(passenger, 'Document expiry', '06/30/2105');
  }

  /** Passenger 2's field in Arabic or Turkish, by its label there, and its messages. */
  function field(passenger: string, label: string) {
    const input = group(passenger).getByLabelText(label, FIELD) as HTMLInputElement;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const messages = ids.map((id) => document.getElementById(id)?.textContent ?? '');
    return { input, invalid: input.getAttribute('aria-invalid') === 'true', messages };
  }

  it('an emoji in Passenger 2’s name is refused at that field in Arabic, and nothing is sent; a name in Arabic letters is', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderBooking();
    fillCheckout();
    fillPassenger('Grace 😀');
    act(() => useLocaleStore.getState().setLanguage('ar'));
    await waitFor(() => expect(i18n.language === 'ar' && i18n.hasResourceBundle('ar', 'flights')).toBe(true));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(field('المسافر 2', 'الاسم الأول').invalid).toBe(true));
    expect(field('المسافر 2', 'الاسم الأول').messages).toEqual(['استخدم الحروف فقط: يُسمح بالمسافات والشرطات والفواصل العليا والنقاط']);
    expect(field('المسافر 2', 'اسم العائلة').invalid).toBe(false);
    expect(document.activeElement).toBe(field('المسافر 2', 'الاسم الأول').input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();

    // Corrected, the message goes as it is typed, and the booking is sent.
    fireEvent.change(field('المسافر 2', 'الاسم الأول').input, { target: { value: 'غريس' } });
    await waitFor(() => expect(field('المسافر 2', 'الاسم الأول')).toMatchObject({ invalid: false, messages: [] }));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect((create.mock.calls[0]?.[0] as unknown as { otherTravellers: { firstName: string }[] }).otherTravellers[0]?.firstName).toBe(
      'غريس',
    );
  });

  it('a digit is refused as soon as the field is left', () => {
    renderBooking();
    type(group('Passenger 2'), 'Last name', 'Hopper2');
    fireEvent.blur(passengerField('Last name').input);
    expect(passengerField('Last name')).toMatchObject({
      invalid: true,
      message: 'Use letters only: spaces, hyphens, apostrophes and dots are fine',
    });
  });

  it("the API's refusal of a passenger's name is shown in Turkish, not in the API's English", async () => {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(invalid({ 'otherTravellers.0.lastName': CHECKOUT_MESSAGES.personName }));
    renderBooking();
    fillCheckout();
    fillPassenger('Grace');
    act(() => useLocaleStore.getState().setLanguage('tr'));
    await waitFor(() => expect(i18n.language === 'tr' && i18n.hasResourceBundle('tr', 'flights')).toBe(true));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(field('2. yolcu', 'Soyad').invalid).toBe(true));
    expect(field('2. yolcu', 'Soyad').messages).toEqual([
      'Yalnızca harf kullanın: boşluk, kısa çizgi, kesme işareti ve nokta kullanılabilir',
    ]);
    expect(document.activeElement).toBe(field('2. yolcu', 'Soyad').input);
  });
});

describe('FlightBooking: a passenger’s document must be valid until the last flight lands', () => {
  /** Out on 1 December 2099, back on the 8th, landing on the 9th after midnight. */
  const back = oneWayOffer({ departAt: '2099-12-08T23:00:00', arriveAt: '2099-12-09T00:55:00', travellers: 2 }).itineraries[0]!;
  const roundTrip = { ...offer, itineraries: [offer.itineraries[0]!, back] };

  function fillPassenger(documentExpiry: string) {
    const passenger = group('Passenger 2');
    type(passenger, 'First name', 'Grace');
    type(passenger, 'Last name', 'Hopper');
    type(passenger, 'Date of birth', '12/09/1956');
    type(passenger, 'Document number', 'P7654321');
    type(passenger, 'Document expiry', documentExpiry);
  }

  it('a passport valid on the way out but not when the way back lands is refused at its field, and nothing is sent', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderBooking(roundTrip);
    fillCheckout();
    fillPassenger('12/08/2099');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(passengerField('Document expiry').invalid).toBe(true));
    expect(passengerField('Document expiry').message).toBe(
      'The document must still be valid on \u2068Dec 9, 2099\u2069, when the last flight lands',
    );
    expect(document.activeElement).toBe(passengerField('Document expiry').input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();

    // Valid on the landing day: sent.
    type(group('Passenger 2'), 'Document expiry', '12/09/2099');
    await waitFor(() => expect(passengerField('Document expiry').invalid).toBe(false));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  });

  it('an expired document and a year 9999 are each refused with their own words when the field is left', () => {
    renderBooking(roundTrip);
    fillPassenger('01/01/2020');
    fireEvent.blur(passengerField('Document expiry').input);
    expect(passengerField('Document expiry')).toMatchObject({ invalid: true, message: 'This document has expired' });
    type(group('Passenger 2'), 'Document expiry', '12/31/9999');
    expect(passengerField('Document expiry')).toMatchObject({ invalid: true, message: 'Please enter a real expiry date' });
  });

  it('says it in the page’s language (Turkish)', async () => {
    useLocaleStore.getState().setLanguage('tr');
    await waitFor(() => expect(i18n.language === 'tr' && i18n.hasResourceBundle('tr', 'flights')).toBe(true));
    renderBooking(roundTrip);
    type(group('2. yolcu'), 'Belge geçerlilik tarihi', '08.12.2099');
    fireEvent.blur(group('2. yolcu').getByLabelText('Belge geçerlilik tarihi', FIELD));
    const input = group('2. yolcu').getByLabelText('Belge geçerlilik tarihi', FIELD);
    const messages = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(messages).toContain('Belge, son uçuşun indiği \u20689 Ara 2099\u2069 tarihinde hâlâ geçerli olmalıdır');
  });
});

describe('FlightBooking: the first traveller’s document must be valid until the last flight lands, as the others’', () => {
  /** One passenger, out on 1 December 2099, back on the 8th, landing on the 9th after midnight. */
  const out = oneWayOffer({ departAt: '2099-12-01T08:30:00', arriveAt: '2099-12-01T10:25:00', travellers: 1 });
  const back = oneWayOffer({ departAt: '2099-12-08T23:00:00', arriveAt: '2099-12-09T00:55:00', travellers: 1 }).itineraries[0]!;
  const roundTrip = { ...out, itineraries: [out.itineraries[0]!, back] };

  /** The checkout's own expiry field and the message tied to it (not its format hint). */
  function mainExpiry() {
    const input = group('Traveller').getByLabelText('Document expiry', FIELD) as HTMLInputElement;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const message = ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => !text.startsWith('Format'));
    return { input, invalid: input.getAttribute('aria-invalid') === 'true', message };
  }

  it('a passport valid on the way out but not when the way back lands is refused, naming that day; valid on it, the booking is sent', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderBooking(roundTrip);
    fillCheckout();
    type(group('Traveller'), 'Document expiry', '12/08/2099');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(mainExpiry().invalid).toBe(true));
    expect(mainExpiry().message).toBe('The document must still be valid on \u2068Dec 9, 2099\u2069, when the last flight lands');
    expect(document.activeElement).toBe(mainExpiry().input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();

    type(group('Traveller'), 'Document expiry', '12/09/2099');
    await waitFor(() => expect(mainExpiry().invalid).toBe(false));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect((create.mock.calls[0]?.[0] as unknown as { traveller: { documentExpiry: string } }).traveller.documentExpiry).toBe('2099-12-09');
  });

  it('an expired document and a year 9999 are each refused with their own words when the field is left, not the field’s "on or after today"', async () => {
    renderBooking(roundTrip);
    type(group('Traveller'), 'Document expiry', '01/01/2020');
    fireEvent.blur(mainExpiry().input);
    await waitFor(() => expect(mainExpiry()).toMatchObject({ invalid: true, message: 'This document has expired' }));
    type(group('Traveller'), 'Document expiry', '12/31/9999');
    await waitFor(() => expect(mainExpiry()).toMatchObject({ invalid: true, message: 'Please enter a real expiry date' }));
  });
});

describe('FlightBooking: babies and children never travel alone; the first traveller is an adult (TF-582507)', () => {
  const departure = addDays(todayIso(), 30);
  const soon = (travellers: number) => oneWayOffer({ departAt: `${departure}T08:30:00`, arriveAt: `${departure}T10:25:00`, travellers });
  /** A day as the date fields take it (MM/DD/YYYY). */
  const typed = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
  const sixMonthsOld = typed(addDays(todayIso(), -182));
  /** A passport valid for the trip (fillCheckout's, for a flight in 2099, would be decades ahead of this one). */
  const passportExpiry = typed(addDays(todayIso(), 1000));

  function mainBirthDate() {
    const input = group('Traveller').getByLabelText('Date of birth', FIELD) as HTMLInputElement;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const message = ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => !text.startsWith('Format'));
    return { input, invalid: input.getAttribute('aria-invalid') === 'true', message };
  }

  it('one passenger born six months ago is refused at their date of birth, and nothing is sent', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderBooking(soon(1));
    fillCheckout();
    type(group('Traveller'), 'Document expiry', passportExpiry);
    type(group('Traveller'), 'Date of birth', sixMonthsOld);
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(mainBirthDate().invalid).toBe(true));
    expect(mainBirthDate().message).toBe('The first traveller must be 18 or older on the day of departure');
    expect(document.activeElement).toBe(mainBirthDate().input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
  });

  it('two infants are refused; an adult first with the baby as Passenger 2 is sent', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderBooking(soon(2));
    fillCheckout();
    type(group('Traveller'), 'Document expiry', passportExpiry);
    type(group('Traveller'), 'Date of birth', sixMonthsOld);
    const passenger = group('Passenger 2');
    type(passenger, 'First name', 'Can');
    type(passenger, 'Last name', 'Lovelace');
    type(passenger, 'Date of birth', sixMonthsOld);
    type(passenger, 'Document number', 'U7654321');
    type(passenger, 'Document expiry', passportExpiry);
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(mainBirthDate().invalid).toBe(true));
    expect(mainBirthDate().message).toBe('The first traveller must be 18 or older on the day of departure');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();

    type(group('Traveller'), 'Date of birth', '12/10/1985');
    await waitFor(() => expect(mainBirthDate().invalid).toBe(false));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  });

  it('counts the age on the day the first flight leaves: 18 only by the landing day (an overnight flight) is refused', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    const landing = addDays(departure, 1);
    renderBooking(oneWayOffer({ departAt: `${departure}T23:30:00`, arriveAt: `${landing}T02:00:00`, travellers: 1 }));
    fillCheckout();
    type(group('Traveller'), 'Document expiry', passportExpiry);
    // 18 on the landing day, 17 when the flight leaves.
    type(group('Traveller'), 'Date of birth', typed(`${Number(landing.slice(0, 4)) - 18}${landing.slice(4)}`));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(mainBirthDate().invalid).toBe(true));
    expect(mainBirthDate().message).toBe('The first traveller must be 18 or older on the day of departure');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();
  });
});

/** The first traveller's document number (the checkout's own field) and the messages tied to it. */
function mainDocument() {
  // By its name: its label is in the page's language.
  const input = screen.getByTestId('checkout-form').querySelector<HTMLInputElement>('input[name="documentNumber"]')!;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const messages = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  // Shown under the input, in its own field.
  const shown = [...(input.parentElement?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
  return { input, invalid: input.getAttribute('aria-invalid') === 'true', messages, shown };
}

describe("FlightBooking: the first traveller's document number", () => {
  const alone = oneWayOffer({ departAt: '2099-12-01T08:30:00', arriveAt: '2099-12-01T10:25:00', travellers: 1 });

  it('is checked by the other passengers’ rule before sending: U123 is refused at the field in the page’s language, and nothing is sent', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderBooking(alone);
    fillCheckout();
    type(group('Traveller'), 'Document number', 'U123');
    // The tester's page was in Turkish: the message is the page's, not the API's English.
    act(() => useLocaleStore.getState().setLanguage('tr'));
    await waitFor(() => expect(i18n.language === 'tr' && i18n.hasResourceBundle('tr', 'flights')).toBe(true));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(mainDocument().invalid).toBe(true));
    expect(mainDocument().messages).toEqual(['Belge numarasını girin (5 ila 20 harf ve rakam)']);
    expect(mainDocument().shown).toEqual(['Belge numarasını girin (5 ila 20 harf ve rakam)']);
    expect(document.activeElement).toBe(mainDocument().input);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).not.toHaveBeenCalled();

    // Corrected, the message goes as it is typed, and the booking is sent with it.
    fireEvent.change(mainDocument().input, { target: { value: ' U12345678 ' } });
    await waitFor(() => expect(mainDocument().invalid).toBe(false));
    expect(mainDocument().messages).toEqual([]);
    expect(mainDocument().shown).toEqual([]);
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect((create.mock.calls[0]?.[0] as unknown as { traveller: { documentNumber: string } }).traveller.documentNumber).toBe('U12345678');
  });

  it('says so when the field is left, as a passenger’s does (P99), and leaves a blank one to the checkout’s "required"', async () => {
    renderBooking();
    const passenger = group('Passenger 2');
    type(passenger, 'Document number', 'P99');
    fireEvent.blur(passengerField('Document number').input);
    const rule = 'Enter the document number (5 to 20 letters and digits)';
    expect(passengerField('Document number')).toMatchObject({ invalid: true, message: rule });

    type(group('Traveller'), 'Document number', 'P99');
    fireEvent.blur(mainDocument().input);
    await waitFor(() => expect(mainDocument().invalid).toBe(true));
    expect(mainDocument().messages).toEqual([rule]);

    // Emptied: one message, the checkout's own, and the field stays marked.
    fireEvent.change(mainDocument().input, { target: { value: '' } });
    await waitFor(() => expect(mainDocument().messages).toEqual(['This field is required']));
    expect(mainDocument().invalid).toBe(true);
    expect(mainDocument().shown).toEqual(['This field is required']);
  });
});

describe('FlightBooking: the terms box', () => {
  it('is one a finger can hit (20 × 20 px), ticked by tapping its text', () => {
    renderBooking();
    const box = screen.getByRole('checkbox', { name: /I agree/ }) as HTMLInputElement;
    expectTapTarget(box);
    fireEvent.click(screen.getByText('I agree', { exact: false }));
    expect(box.checked).toBe(true);
  });
});

describe('FlightBooking: the total beside Confirm', () => {
  it('says the total to pay right above the Confirm button, in the form (on a phone the summary at the top has scrolled away)', () => {
    renderBooking();
    const form = screen.getByTestId('checkout-form');
    const total = within(form).getByTestId('flight-booking-total');
    expect(total.textContent).toBe('Total$400.00');
    // The last thing before the button: read just before it is pressed.
    const submit = within(form).getByTestId('checkout-submit');
    expect(total.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
