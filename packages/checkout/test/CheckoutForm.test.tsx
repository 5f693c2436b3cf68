// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingsApi, type Booking } from '@trabzon/api-client';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import { MemoryRouter } from '@trabzon/router';
import { BookingConfirmation, CheckoutForm, type CheckoutFormProps } from '../src';

function conflict(message: string) {
  const response = { status: 409, data: { message }, headers: {}, statusText: 'Conflict', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

/** The API's refusal with a machine code, as the error plugin sends it. */
function refused(status: number, code: string, message: string) {
  const response = {
    status,
    data: { statusCode: status, code, message },
    headers: {},
    statusText: '',
    config: {},
  } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

/** The API's 400 refusing the traveller's document expiry with `message`, as the error plugin sends it. */
function expiryRefused(message: string) {
  const data = { statusCode: 400, message: 'Please correct the highlighted fields', fields: { 'traveller.documentExpiry': message } };
  const response = { status: 400, data, headers: {}, statusText: 'Bad Request', config: {} } as unknown as AxiosResponse;
  return new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, response);
}

/** A hotel stay whose quote has loaded: its total is shown, so the form may send it. */
const PRICED_STAY = { type: 'hotel', variant: 'hotel', expectedTotal: 193.2 } as const;

function formTree(props: Partial<CheckoutFormProps> = {}) {
  return (
    <MemoryRouter initialEntries={['/restaurant-booking?restaurant=r1&time=19:00']}>
      <AppProviders>
        <CheckoutForm type="restaurant" details={{ restaurantId: 'r1' }} onBooked={() => undefined} {...props} />
      </AppProviders>
    </MemoryRouter>
  );
}

function renderForm(props: Partial<CheckoutFormProps> = {}) {
  queryClient.clear();
  return render(formTree(props));
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

/** Ada Lovelace's contact fields, as most tests fill them. */
function fillContact() {
  fill('First name', 'Ada');
  fill('Last name', 'Lovelace');
  fill('Email', 'ada@example.com');
  fill('Phone', '+905321234567');
}

/** A card that passes the form's checks. */
function fillCard() {
  fill('Card number', '4242 4242 4242 4242');
  fill('Name on card', 'Ada Lovelace');
  fill('Expiry (MM/YY)', '12/40');
  fill('CVV', '123');
}

/** Time for a submit to reach the API, had it been let through. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Every field of a flight booking, as the form takes them (English labels), the document valid until `documentExpiry`. */
function fillFlight(documentExpiry: string) {
  fillContact();
  // The day fields, not their calendar buttons ('Open the calendar: Date of birth').
  const day = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input[type="text"]' }), { target: { value } });
  day('Date of birth', '12/10/1985');
  fill('Document number', 'U12345678');
  day('Document expiry', documentExpiry);
  fill('Billing address', 'Kemerkaya Mah. 1, Trabzon');
  fill('Card number', '4242 4242 4242 4242');
  fill('Name on card', 'Ada Lovelace');
  fill('Expiry (MM/YY)', '12/40');
  fill('CVV', '123');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree/i }));
}

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  // The form keeps a draft of what was typed for the tab: each test starts from a new tab.
  sessionStorage.clear();
});

describe("CheckoutForm (react-hook-form) with the verticals' additions", () => {
  it('restaurant: no card fields, pays at the venue, starts from the given special requests, and a 409 says why the table was refused', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockRejectedValue(conflict('Fully booked at 20:00'));
    renderForm({ variant: 'restaurant', defaults: { specialRequests: 'Window seat' } });
    expect(screen.queryByLabelText('Card number', { exact: false })).toBeNull();
    expect((screen.getByLabelText('Special requests', { exact: false }) as HTMLTextAreaElement).value).toBe('Window seat');
    fillContact();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-error').textContent).toBe('This table is no longer free. Fully booked at 20:00'),
    );
    // QA: said at the form's top, it was out of view above the contact fields; it is right above the button pressed.
    expect(screen.getByTestId('checkout-error').nextElementSibling).toBe(screen.getByTestId('checkout-submit'));
    const body = create.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(body.payment).toEqual({ method: 'payAtHotel' });
    expect(body.specialRequests).toBe('Window seat');
  });

  it('gives the total to pay right above its button (on a phone the price summary comes after the form), unless its own summary does', () => {
    renderForm({ type: 'hotel', variant: 'hotel', expectedTotal: 193.2 });
    const total = screen.getByTestId('checkout-total');
    expect(total.textContent).toBe('Total$193.20');
    expect(total.nextElementSibling).toBe(screen.getByTestId('checkout-submit'));
    cleanup();
    // No price yet (the summary still loading): no total.
    renderForm({ type: 'hotel', variant: 'hotel' });
    expect(screen.queryByTestId('checkout-total')).toBeNull();
    cleanup();
    renderForm({ type: 'hotel', variant: 'hotel', expectedTotal: 193.2, summary: <p>The price summary</p> });
    expect(screen.queryByTestId('checkout-total')).toBeNull();
  });

  it('conflictText replaces the default sold-out message on a 409', async () => {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(conflict('price'));
    renderForm({ ...PRICED_STAY, conflictText: 'The price changed.' });
    fillContact();
    fireEvent.click(screen.getByLabelText('Pay at', { exact: false }));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(screen.getByTestId('checkout-error').textContent).toBe('The price changed.'));
  });

  it.each([
    [
      429,
      'UNPAID_LIMIT_PER_EMAIL',
      'This email already has the most bookings without payment that we can hold. Please pay by card, or sign in and contact us.',
    ],
    [
      429,
      'UNPAID_LIMIT_PER_ADDRESS',
      'Too many bookings without payment were made from this connection today. Please pay by card, or try again tomorrow.',
    ],
    [
      409,
      'UNPAID_LIMIT_PER_HOTEL_NIGHT',
      'No more pay-at-the-property rooms can be held at this hotel for these nights. Please pay by card to book.',
    ],
  ])('hotel, pay at the property: a %i %s says which limit was reached and that paying by card is the way', async (status, code, text) => {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(refused(status, code, 'English text of the API'));
    renderForm(PRICED_STAY);
    fillContact();
    fireEvent.click(screen.getByLabelText('Pay at', { exact: false }));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(screen.getByTestId('checkout-error').textContent).toBe(text));
  });

  it('a restaurant is not told to pay by card', async () => {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(refused(429, 'UNPAID_LIMIT_PER_ADDRESS', 'English text of the API'));
    renderForm({ variant: 'restaurant' });
    fillContact();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-error').textContent).toBe(
        'Too many reservations were made from this connection today. Please try again tomorrow.',
      ),
    );
  });

  it('the card expiry field shows the same month/year letters as its label (Turkish AA/YY)', async () => {
    await i18n.changeLanguage('tr');
    try {
      renderForm({ type: 'hotel', variant: 'hotel' });
      const expiry = screen.getByLabelText('Son kullanma (AA/YY)', { exact: false }) as HTMLInputElement;
      expect(expiry.placeholder).toBe('AA/YY');
    } finally {
      await i18n.changeLanguage('en');
    }
    cleanup();
    renderForm({ type: 'hotel', variant: 'hotel' });
    expect((screen.getByLabelText('Expiry (MM/YY)', { exact: false }) as HTMLInputElement).placeholder).toBe('MM/YY');
  });

  it("the limit text is in the visitor's language (Turkish), not the API's English", async () => {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(refused(409, 'UNPAID_LIMIT_PER_HOTEL_NIGHT', 'No more pay-at-hotel rooms'));
    await i18n.changeLanguage('tr');
    try {
      renderForm(PRICED_STAY);
      const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
      type('Ad', 'Ada');
      type('Soyad', 'Lovelace');
      type('E-posta', 'ada@example.com');
      fireEvent.change(screen.getByLabelText('Telefon', { exact: false }), { target: { value: '+905321234567' } });
      fireEvent.click(screen.getByLabelText('Tesiste', { exact: false }));
      fireEvent.submit(screen.getByTestId('checkout-form'));
      await waitFor(() =>
        expect(screen.getByTestId('checkout-error').textContent).toBe(
          'Bu otelde bu geceler için tesiste ödemeli oda kalmadı. Rezervasyon için lütfen kartla ödeyin.',
        ),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a hotel stay’s refusal is said in the stay’s words, not those of a transfer refused with the same English', async () => {
    // "Bookings open at most 365 days ahead" is a stay's refusal and a transfer's, worded apart in Arabic.
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(refused(400, 'VALIDATION_ERROR', 'Bookings open at most 365 days ahead'));
    renderForm(PRICED_STAY);
    fillContact();
    fireEvent.click(screen.getByLabelText('Pay at', { exact: false }));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(screen.getByTestId('checkout-error').textContent).toBe('Bookings open at most \u2066365\u2069 days ahead.'));
    await act(() => i18n.changeLanguage('ar'));
    try {
      expect(screen.getByTestId('checkout-error').textContent).toBe('يُفتح الحجز قبل \u2066365\u2069 يومًا على الأكثر.');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('a session that ended says so and links to sign-in back to this page; a refused booking says the reason', async () => {
    const create = vi
      .spyOn(bookingsApi, 'create')
      .mockRejectedValueOnce(refused(401, 'X', 'Your session is no longer valid. Please log in again.'))
      .mockRejectedValueOnce(conflict('unused'));
    renderForm({ variant: 'restaurant' });
    fillContact();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(screen.getByTestId('checkout-error').textContent).toMatch(/^Your session has ended/));
    const link = screen.getByRole('link', { name: 'Sign in again' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/restaurant-booking?restaurant=r1&time=19:00')}`);
    expect(create).toHaveBeenCalledTimes(1);

    create.mockReset().mockRejectedValue(refused(400, 'X', 'This date is in the past. Please choose today or a later date.'));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-error').textContent).toBe('This date is in the past. Please choose today or a later date.'),
    );
    expect(screen.queryByRole('link', { name: 'Sign in again' })).toBeNull();
  });

  it("a refused reservation says why in the visitor's language (Turkish), its day written as the page writes dates, its times kept left to right", async () => {
    const create = vi
      .spyOn(bookingsApi, 'create')
      .mockRejectedValueOnce(refused(400, 'X', 'This date is in the past. Please choose today or a later date.'))
      .mockRejectedValueOnce(conflict('No table for 4 is free on 2026-12-24 at 20:00. Nearest free times: 19:00, 21:30.'))
      .mockRejectedValueOnce(refused(400, 'X', 'Something the checkout has no text for'));
    await i18n.changeLanguage('tr');
    try {
      renderForm({ variant: 'restaurant' });
      fireEvent.change(screen.getByLabelText('Ad'), { target: { value: 'Ada' } });
      fireEvent.change(screen.getByLabelText('Soyad'), { target: { value: 'Lovelace' } });
      fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'ada@example.com' } });
      fireEvent.change(screen.getByLabelText('Telefon', { exact: false }), { target: { value: '+905321234567' } });
      fireEvent.submit(screen.getByTestId('checkout-form'));
      await waitFor(() =>
        expect(screen.getByTestId('checkout-error').textContent).toBe(
          'Bu tarih geçmişte kaldı. Lütfen bugünü veya daha sonraki bir tarihi seçin.',
        ),
      );
      fireEvent.submit(screen.getByTestId('checkout-form'));
      await waitFor(() =>
        expect(screen.getByTestId('checkout-error').textContent).toBe(
          'Bu masa artık boş değil. 24 Ara 2026 tarihinde \u206620:00\u2069 için \u20664\u2069 kişilik boş masa yok. ' +
            'En yakın boş saatler: \u206619:00, 21:30\u2069.',
        ),
      );
      // A message the checkout does not know is not shown in the API's English: the booking was not accepted.
      fireEvent.submit(screen.getByTestId('checkout-form'));
      await waitFor(() =>
        expect(screen.getByTestId('checkout-error').textContent).toBe(
          'Rezervasyonunuz kabul edilemedi. Lütfen bilgilerinizi ve seçimlerinizi kontrol edip tekrar deneyin.',
        ),
      );
      expect(create).toHaveBeenCalledTimes(3);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a 409 with another code (or none) keeps the sold-out text', async () => {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(refused(409, 'SOLD_OUT', 'This room is no longer available'));
    renderForm(PRICED_STAY);
    fillContact();
    fireEvent.click(screen.getByLabelText('Pay at', { exact: false }));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-error').textContent).toBe(
        'Sorry, this is no longer available for the dates you chose. Please choose other dates.',
      ),
    );
  });

  it('sends the total the summary shows; a price changed meanwhile says so and reloads the summary’s quote', async () => {
    const create = vi
      .spyOn(bookingsApi, 'create')
      .mockRejectedValue(
        refused(409, 'PRICE_CHANGED', 'The price has changed: the total is now $104.16. Please check it and confirm again.'),
      );
    renderForm({ type: 'hotel', variant: 'hotel', expectedTotal: 84 });
    queryClient.setQueryData(['bookings', 'quote', { hotelId: 'h1' }, 'en'], { total: 84 });
    fillContact();
    fireEvent.click(screen.getByLabelText('Pay at', { exact: false }));
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-error').textContent).toBe(
        'The price has changed since you opened this page. The summary now shows the new total: please check it and confirm again.',
      ),
    );
    expect(create.mock.calls[0]![0]).toMatchObject({ expectedTotal: 84 });
    expect(queryClient.getQueryState(['bookings', 'quote', { hotelId: 'h1' }, 'en'])?.isInvalidated).toBe(true);
  });

  it('a name with an emoji is refused before anything is sent, in the words of the page (Arabic)', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderForm({ variant: 'restaurant' });
    fillContact();
    fill('First name', 'محمد 😀');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    const firstName = screen.getByLabelText('First name', { exact: false });
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    const described = () =>
      (firstName.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described()).toContain('Use letters only: spaces, hyphens, apostrophes and dots are fine');
    await act(() => i18n.changeLanguage('ar'));
    try {
      await waitFor(() => expect(described()).toContain('استخدم الحروف فقط: يُسمح بالمسافات والشرطات والفواصل العليا والنقاط'));
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
    expect(create).not.toHaveBeenCalled();
  });

  it('flight: the billing address is required before anything is sent', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    renderForm({ type: 'flight', variant: 'flight' });
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(screen.getByTestId('checkout-error')).toBeTruthy());
    expect(screen.getByLabelText('Billing address', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it("flight: the terms' message is the checkbox's description, so it is read with it", async () => {
    renderForm({ type: 'flight', variant: 'flight' });
    fireEvent.submit(screen.getByTestId('checkout-form'));
    const terms = await screen.findByRole('checkbox', { name: /I agree/i });
    await waitFor(() => expect(terms.getAttribute('aria-invalid')).toBe('true'));
    const described = (terms.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('You must agree to the terms and conditions');
  });

  it("flight: each of the API's three refusals of the traveller's document expiry is the form's own message in the page's language (Turkish)", async () => {
    const create = vi
      .spyOn(bookingsApi, 'create')
      .mockRejectedValueOnce(expiryRefused('The document has expired'))
      .mockRejectedValueOnce(expiryRefused('Please enter a real expiry date'))
      .mockRejectedValueOnce(expiryRefused('The document must be valid on the day of travel'));
    renderForm({ type: 'flight', variant: 'flight', lastFlightDay: '2099-12-09' });
    fillFlight('12/09/2099');
    await act(() => i18n.changeLanguage('tr'));
    try {
      const expiry = screen.getByLabelText('Belge geçerlilik tarihi', { exact: false, selector: 'input[type="text"]' });
      const messages = () =>
        (expiry.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      for (const [call, text] of [
        [1, 'Bu belgenin geçerlilik süresi dolmuş'],
        [2, 'Lütfen gerçek bir geçerlilik tarihi girin'],
        [3, 'Belge, son uçuşun indiği \u20689 Ara 2099\u2069 tarihinde hâlâ geçerli olmalıdır'],
      ] as const) {
        fireEvent.submit(screen.getByTestId('checkout-form'));
        await waitFor(() => expect(create).toHaveBeenCalledTimes(call));
        await waitFor(() => expect(messages()).toContain(text));
        expect(expiry.getAttribute('aria-invalid')).toBe('true');
      }
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it("flight: a form not told the last flight's day words the API's lapse refusal without a day", async () => {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(expiryRefused('The document must be valid on the day of travel'));
    renderForm({ type: 'flight', variant: 'flight' });
    fillFlight('01/01/2030');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(screen.getByText('The document must be valid on the day of travel')).toBeTruthy());
  });

  it('flight: the two documents in the terms are separated by an Arabic comma on an Arabic page', async () => {
    await i18n.changeLanguage('ar');
    try {
      renderForm({ type: 'flight', variant: 'flight' });
      const terms = screen.getByRole('link', { name: 'شروط الخدمة' }).parentElement!;
      expect(terms.textContent).toContain('(شروط الخدمة، عقد البيع)');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('CheckoutForm: the submit button while the booking is sent', () => {
  it('stays focusable (aria-disabled, not disabled) while sending, and keeps the focus when the booking fails', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const create = vi.spyOn(bookingsApi, 'create').mockReturnValue(
      new Promise<never>((_, reject) => {
        fail = reject;
      }),
    );
    renderForm({ variant: 'restaurant' });
    fillContact();
    const button = screen.getByTestId('checkout-submit') as HTMLButtonElement;
    button.focus();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.textContent).toBe('Confirming your booking…');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);

    // A second press while it is sent sends nothing.
    fireEvent.submit(screen.getByTestId('checkout-form'));
    fail(conflict('Fully booked at 20:00'));
    await waitFor(() => expect(screen.getByTestId('checkout-error').textContent).toMatch(/^This table is no longer free/));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('two presses in a row (before the form shows it is sending) book once', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockReturnValue(new Promise<never>(() => undefined));
    renderForm({ variant: 'restaurant' });
    fillContact();
    const form = screen.getByTestId('checkout-form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByTestId('checkout-submit').getAttribute('aria-disabled')).toBe('true'));
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('CheckoutForm: nothing is booked before its price is shown', () => {
  it('a quoted booking is not sent while its quote loads or after it failed (a stale total too): the button says why and keeps the focus; once the total is shown, it is sent with it', async () => {
    const create = vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1' } as Booking);
    const props = { type: 'package', details: { packageId: 'p1' } } as const;
    const { rerender } = renderForm(props);
    fillContact();
    fillCard();
    const form = screen.getByTestId('checkout-form');
    const button = screen.getByTestId('checkout-submit') as HTMLButtonElement;
    button.focus();

    for (const [state, words] of [
      [{}, 'Waiting for the price…'],
      [{ quoteFailed: true }, 'Cannot confirm without a price'],
      // The summary's earlier total, still held after a failed reload, is not what it shows.
      [{ quoteFailed: true, expectedTotal: 1062.88 }, 'Cannot confirm without a price'],
    ] as const) {
      rerender(formTree({ ...props, ...state }));
      expect({ state, words: button.textContent, ariaDisabled: button.getAttribute('aria-disabled') }).toEqual({
        state,
        words,
        ariaDisabled: 'true',
      });
      // Focusable all along: a disabled button would drop the keyboard's focus to <body>.
      expect(button.disabled).toBe(false);
      fireEvent.submit(form);
      await settle();
      expect(create).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(button);
    }

    rerender(formTree({ ...props, expectedTotal: 1062.88 }));
    expect(button.textContent).toBe('Confirm booking');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.submit(form);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toMatchObject({ type: 'package', expectedTotal: 1062.88 });
  });

  it('a table (free) and a flight (priced by its offer) have no quote to wait for; any other booking waits unless it says it has none', () => {
    const words = (props: Partial<CheckoutFormProps>) => {
      renderForm(props);
      const text = screen.getByTestId('checkout-submit').textContent;
      cleanup();
      return text;
    };
    expect(words({ variant: 'restaurant' })).toBe('Confirm booking');
    expect(words({ type: 'flight', variant: 'flight' })).toBe('Confirm booking');
    for (const type of ['hotel', 'provider-hotel', 'package', 'car-rental', 'transfer'] as const) {
      expect({ type, words: words({ type, variant: type.endsWith('hotel') ? 'hotel' : 'standard' }) }).toEqual({
        type,
        words: 'Waiting for the price…',
      });
    }
    expect(words({ type: 'package', quoted: false })).toBe('Confirm booking');
  });
});

describe('CheckoutForm: the failure banner in the language of the moment', () => {
  it("fields to correct, then the API's refusals, are worded again when the visitor switches language", async () => {
    vi.spyOn(bookingsApi, 'create')
      .mockRejectedValueOnce(refused(400, 'X', 'This date is in the past. Please choose today or a later date.'))
      .mockRejectedValueOnce(conflict('Fully booked at 20:00'))
      .mockRejectedValueOnce(refused(401, 'X', 'Your session is no longer valid. Please log in again.'));
    renderForm({ variant: 'restaurant' });
    const form = screen.getByTestId('checkout-form');
    const banner = () => screen.getByTestId('checkout-error').textContent;
    const switchTo = (language: string) => act(() => i18n.changeLanguage(language));
    try {
      fireEvent.submit(form);
      await waitFor(() => expect(banner()).toBe('Please correct the highlighted fields.'));
      await switchTo('ar');
      expect(banner()).toBe('يرجى تصحيح الحقول المحددة.');
      await switchTo('en');

      fillContact();
      fireEvent.submit(form);
      await waitFor(() => expect(banner()).toBe('This date is in the past. Please choose today or a later date.'));
      await switchTo('tr');
      expect(banner()).toBe('Bu tarih geçmişte kaldı. Lütfen bugünü veya daha sonraki bir tarihi seçin.');

      fireEvent.submit(form);
      // The API's reason, which the checkout has no text for, is English: said on an English page only.
      await waitFor(() => expect(banner()).toBe('Bu masa artık boş değil.'));
      await switchTo('en');
      expect(banner()).toBe('This table is no longer free. Fully booked at 20:00');

      fireEvent.submit(form);
      await waitFor(() => expect(banner()).toMatch(/^Your session has ended/));
      await switchTo('tr');
      expect(banner()).not.toMatch(/^Your session has ended/);
      expect(screen.queryByRole('link', { name: 'Sign in again' })).toBeNull();
    } finally {
      await switchTo('en');
    }
  });
});

/** The API's answer `status` with `message` (and `fields`, if given), without a code of ours. */
function answered(status: number, message: string, fields?: Record<string, string>) {
  const data = { statusCode: status, message, ...(fields ? { fields } : {}) };
  const response = { status, data, headers: {}, statusText: '', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', undefined, undefined, response);
}

describe("CheckoutForm: the API's English is not shown on a Turkish or Arabic page", () => {
  const banner = () => screen.getByTestId('checkout-error').textContent;
  const switchTo = (language: string) => act(() => i18n.changeLanguage(language));

  /** Submits a filled restaurant booking (no card, no quote) on a page in `language`, the API failing with `error`. */
  async function submitIn(language: string, error: Error, props: Partial<CheckoutFormProps> = { variant: 'restaurant' }) {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(error);
    renderForm(props);
    fillContact();
    // A room is paid at the property here: no card to fill.
    if (props.variant === 'hotel') fireEvent.click(screen.getByLabelText('Pay at', { exact: false }));
    await switchTo(language);
    fireEvent.submit(screen.getByTestId('checkout-form'));
  }

  afterEach(async () => {
    await switchTo('en');
  });

  it.each([
    ['en', 'Too many requests in a short time. Wait a moment, then try again.'],
    ['tr', 'Kısa sürede çok fazla istek gönderildi. Biraz bekleyip tekrar deneyin.'],
    ['ar', 'طلبات كثيرة في وقت قصير. انتظر قليلًا ثم حاول من جديد.'],
  ])('a 429 without a limit of ours (%s) says the common "wait a moment", not the API\'s words', async (language, text) => {
    await submitIn(language, answered(429, 'Rate limit exceeded, retry in 1 minute'));
    await waitFor(() => expect(banner()).toBe(text));
  });

  it.each([
    ['tr', 'Rezervasyonunuz kabul edilemedi. Lütfen bilgilerinizi ve seçimlerinizi kontrol edip tekrar deneyin.'],
    ['ar', 'تعذّر قبول حجزك. يرجى مراجعة بياناتك واختياراتك ثم المحاولة مرة أخرى.'],
  ])("an unknown 400 (%s) says the booking was not accepted, in the page's language", async (language, text) => {
    await submitIn(language, answered(400, 'The hotel is closed for renovation on these dates'));
    await waitFor(() => expect(banner()).toBe(text));
  });

  it.each([
    ['tr', 'Bu masa artık boş değil.'],
    ['ar', 'لم تعد هذه الطاولة متاحة.'],
  ])('an unknown 409 of a table (%s) says the table is taken, without the English reason', async (language, text) => {
    await submitIn(language, answered(409, 'Fully booked at 20:00'));
    await waitFor(() => expect(banner()).toBe(text));
  });

  it('an unknown 409 of a room (Turkish) keeps the sold-out text', async () => {
    await submitIn('tr', answered(409, 'Room type withdrawn by the hotel'), PRICED_STAY);
    await waitFor(() => expect(banner()).toBe('Üzgünüz, seçtiğiniz tarihler için artık müsait değil. Lütfen başka tarihler seçin.'));
  });

  it.each([
    ['tr', 'Bu oda seçilen tarihlerde artık müsait değil.'],
    ['ar', 'لم تعد هذه الغرفة متاحة في التواريخ المحددة.'],
    ['en', 'This room is no longer available for the selected dates.'],
  ])("a room taken meanwhile (409, %s) says so in the page's language, not the generic sold-out text", async (language, text) => {
    await submitIn(language, refused(409, 'SOLD_OUT', 'This room is no longer available for the selected dates'), PRICED_STAY);
    await waitFor(() => expect(banner()).toBe(text));
  });

  it.each([
    ['ar', 'A stay can be at most 30 nights', 'لا يمكن أن تتجاوز الإقامة \u206630\u2069 ليلة.'],
    ['tr', 'Check-in cannot be in the past', 'Giriş tarihi geçmişte olamaz.'],
    ['ar', 'This room type sleeps at most 2 guests', 'يتسع نوع الغرفة هذا لضيفين على الأكثر.'],
    ['tr', 'This room type sleeps at most 4 guests', 'Bu oda tipi en fazla \u20664\u2069 misafir ağırlar.'],
  ])(
    "a stay refused at booking (400, %s: %s) says the stay's own reason, its number counted in the language",
    async (language, message, text) => {
      await submitIn(language, answered(400, message), PRICED_STAY);
      await waitFor(() => expect(banner()).toBe(text));
    },
  );

  it.each([
    ['tr', 'This flight can no longer be booked. Please search again.', 'Bu uçuş artık rezerve edilemiyor. Lütfen yeniden arayın.'],
    ['ar', 'This flight can no longer be booked. Please search again.', 'لم يعد بالإمكان حجز هذه الرحلة. يرجى البحث مجددًا.'],
    ['en', 'This flight can no longer be booked. Please search again.', 'This flight can no longer be booked. Please search again.'],
    ['tr', 'Seats gone', 'Fiyat değişti (uçuşun kendi metni).'],
  ])(
    "a flight refused (409, %s: %s) says its reason, not the flight's own 409 text (a changed price) it is not",
    async (language, message, text) => {
      vi.spyOn(bookingsApi, 'create').mockRejectedValue(answered(409, message));
      renderForm({ type: 'flight', variant: 'flight', conflictText: 'Fiyat değişti (uçuşun kendi metni).' });
      fillFlight('01/01/2030');
      await switchTo(language);
      fireEvent.submit(screen.getByTestId('checkout-form'));
      await waitFor(() => expect(banner()).toBe(text));
    },
  );

  it('a package sold out meanwhile (409, Arabic) says that too few seats are left, as its quote would', async () => {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(
      refused(409, 'SOLD_OUT', 'Not enough seats are left on this departure. Please choose another date or fewer guests.'),
    );
    renderForm({ type: 'package', variant: 'standard', expectedTotal: 500 });
    fillContact();
    fillCard();
    await switchTo('ar');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(banner()).toBe('لم يتبقَّ عدد كافٍ من المقاعد في هذه الرحلة. يرجى اختيار تاريخ آخر أو عدد أقل من الضيوف.'));
  });

  it.each([
    ['tr', 'Hotel not found', 'Bu otel bulunamadı.'],
    ['ar', 'Room type not found', 'تعذّر العثور على نوع الغرفة هذا.'],
    // A provider hotel's offer the provider no longer has (/trabzon-hotels).
    ['tr', 'This offer is no longer available. Please search again.', 'Bu teklif artık mevcut değil. Lütfen yeniden arayın.'],
    ['tr', 'Something gone', 'Üzgünüz, rezervasyonunuz işlenirken bir hata oluştu. Lütfen tekrar deneyin.'],
    ['en', 'Something gone', 'Sorry, there was an error processing your booking. Please try again.'],
  ])('a 404 (%s, "%s") names what is gone when the checkout knows it, else keeps the failure text', async (language, message, text) => {
    await submitIn(language, answered(404, message), PRICED_STAY);
    await waitFor(() => expect(banner()).toBe(text));
  });

  it.each([
    ['en', 'Sorry, there was an error processing your booking. Please try again.'],
    ['tr', 'Üzgünüz, rezervasyonunuz işlenirken bir hata oluştu. Lütfen tekrar deneyin.'],
    ['ar', 'عذرًا، حدث خطأ أثناء معالجة حجزك. يرجى المحاولة مرة أخرى.'],
  ])("a 5xx or a lost connection (%s) says the form's own failure text", async (language, text) => {
    await submitIn(language, answered(503, 'Service Unavailable'));
    await waitFor(() => expect(banner()).toBe(text));
    cleanup();
    vi.restoreAllMocks();
    await switchTo('en');
    await submitIn(language, new AxiosError('Network Error', 'ERR_NETWORK'));
    await waitFor(() => expect(banner()).toBe(text));
  });

  it("on an English page an unknown refusal keeps the API's own (English, specific) words, and a switch to Arabic words it again", async () => {
    vi.spyOn(bookingsApi, 'create').mockRejectedValue(answered(400, 'The hotel is closed for renovation on these dates'));
    renderForm({ variant: 'restaurant' });
    fillContact();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(banner()).toBe('The hotel is closed for renovation on these dates'));
    await switchTo('ar');
    expect(banner()).toBe('تعذّر قبول حجزك. يرجى مراجعة بياناتك واختياراتك ثم المحاولة مرة أخرى.');
  });

  it("a field the API refused with words the checkout has no text for is marked in the page's language; in English with the API's words", async () => {
    const unknown = 'contact.email is not accepted by this hotel';
    await submitIn('tr', answered(400, 'Please correct the highlighted fields', { 'contact.email': unknown }));
    await waitFor(() => expect(banner()).toBe('Lütfen işaretli alanları düzeltin.'));
    expect(screen.getByText('Lütfen bu alanı kontrol edin')).toBeTruthy();
    expect(screen.queryByText(unknown)).toBeNull();
    await switchTo('ar');
    expect(screen.getByText('يرجى التحقق من هذا الحقل')).toBeTruthy();
    await switchTo('en');
    expect(screen.getByText(unknown)).toBeTruthy();
  });
});

describe('CheckoutForm: "correct the highlighted fields" lasts while a field is marked', () => {
  const banner = () => screen.queryByTestId('checkout-error')?.textContent ?? null;
  const FIX = 'Please correct the highlighted fields.';

  it('goes as soon as the last marked field is corrected, not at the next submit', async () => {
    const create = vi.spyOn(bookingsApi, 'create');
    renderForm({ variant: 'restaurant' });
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(banner()).toBe(FIX));
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Email', 'ada@example.com');
    await settle();
    // The phone is still marked: the banner still has something to point at.
    expect(banner()).toBe(FIX);
    fill('Phone', '+905321234567');
    await waitFor(() => expect(banner()).toBeNull());
    expect(create).not.toHaveBeenCalled();
  });

  it("the API's marks go the same way once corrected", async () => {
    const data = { statusCode: 400, message: 'Please correct the highlighted fields', fields: { 'contact.email': 'Email is invalid' } };
    const response = { status: 400, data, headers: {}, statusText: 'Bad Request', config: {} } as unknown as AxiosResponse;
    vi.spyOn(bookingsApi, 'create').mockRejectedValueOnce(new AxiosError('Bad Request', 'ERR_BAD_REQUEST', undefined, undefined, response));
    renderForm({ variant: 'restaurant' });
    fillContact();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(banner()).toBe(FIX));
    fill('Email', 'ada.lovelace@example.com');
    await waitFor(() => expect(banner()).toBeNull());
  });

  it("stays while the type's own fields are marked, and goes once they say none is", async () => {
    vi.spyOn(bookingsApi, 'create');
    const extra = { fields: null, validate: () => false, showServerFields: () => 0, marked: true };
    const { rerender } = renderForm({ variant: 'restaurant', extra });
    fillContact();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(banner()).toBe(FIX));
    rerender(formTree({ variant: 'restaurant', extra: { ...extra, marked: false } }));
    expect(banner()).toBeNull();
  });

  it("without a word from the type's own fields, a summary they took part in stays until the next submit", async () => {
    vi.spyOn(bookingsApi, 'create');
    renderForm({ variant: 'restaurant', extra: { fields: null, validate: () => false, showServerFields: () => 0 } });
    fillContact();
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(banner()).toBe(FIX));
    fill('Email', 'ada.lovelace@example.com');
    await settle();
    expect(banner()).toBe(FIX);
  });
});

describe('BookingConfirmation', () => {
  const booking = (extra: Partial<Booking>) =>
    ({
      _id: 'b1',
      reference: 'TZN-ABC123',
      status: 'confirmed',
      total: 224,
      currency: 'USD',
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
      ...extra,
    }) as Booking;

  it('a free table says the bill is paid at the restaurant, not "Total paid or due: $0.00"; a paid booking shows its total', () => {
    const { unmount } = render(
      <AppProviders>
        <BookingConfirmation booking={booking({ type: 'restaurant', total: 0 })} />
      </AppProviders>,
    );
    expect(screen.getByTestId('confirmation-free').textContent).toBe(
      'No charge: the reservation is free and you pay the bill at the restaurant.',
    );
    expect(screen.queryByText(/Total paid or due/)).toBeNull();
    unmount();
    render(
      <AppProviders>
        <BookingConfirmation booking={booking({ type: 'hotel' })} />
      </AppProviders>,
    );
    expect(screen.getByText(/Total paid or due/).textContent).toBe('Total paid or due: $224.00');
  });

  it("is the page's h1 when it replaces a checkout page, an h2 inside a page or dialog; it takes the focus either way", () => {
    const { unmount } = render(
      <AppProviders>
        <BookingConfirmation booking={booking({})} headingLevel={1} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBe(document.activeElement);
    unmount();
    render(
      <AppProviders>
        <BookingConfirmation booking={booking({})} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Booking confirmed' })).toBe(document.activeElement);
  });
  it("a guest's hold says a link was e-mailed to the address and when the booking lapses, naming the zone (a visitor may be elsewhere)", () => {
    render(
      <AppProviders>
        <BookingConfirmation booking={booking({ status: 'pending', holdExpiresAt: '2030-05-01T09:30:00.000Z' })} />
      </AppProviders>,
    );
    expect(screen.getByTestId('confirmation-title').textContent).toBe('Booking received: please confirm it');
    // 09:30 UTC is 12:30 in Istanbul (UTC+3).
    expect(screen.getByTestId('confirmation-hold').textContent).toBe(
      'We have emailed a confirmation link to ada@example.com. Open it before May 1, 2030, 12:30 GMT+3 to confirm your booking; otherwise it lapses and is released.',
    );
    expect(screen.queryByText('Your booking is received and pending confirmation by our team.')).toBeNull();
  });

  it.each([
    ['en', 'A confirmation has been saved', 'We have emailed a confirmation link to ada@example.com.'],
    ['tr', 'Onay ada@example.com adına kaydedildi', 'ada@example.com adresine bir onay bağlantısı gönderdik.'],
    ['ar', 'تم حفظ التأكيد', 'أرسلنا رابط تأكيد إلى ada@example.com.'],
  ])(
    "a guest's hold (%s) is not said to be confirmed or its confirmation saved: only the link e-mailed to confirm it",
    async (language, saved, linked) => {
      await i18n.changeLanguage(language);
      try {
        render(
          <AppProviders>
            <BookingConfirmation booking={booking({ status: 'pending', holdExpiresAt: '2030-05-01T09:30:00.000Z' })} />
          </AppProviders>,
        );
        const confirmation = screen.getByTestId('booking-confirmation').textContent ?? '';
        expect(confirmation).toContain(linked);
        expect(confirmation).not.toContain(saved);
        expect(screen.queryByTestId('confirmation-email')).toBeNull();
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );

  it('the e-mail line of each status: the team confirms a pending booking, then writes; a confirmed one has its confirmation', () => {
    const { unmount } = render(
      <AppProviders>
        <BookingConfirmation booking={booking({ status: 'pending' })} />
      </AppProviders>,
    );
    expect(screen.getByTestId('confirmation-email').textContent).toBe('We will email ada@example.com once it is confirmed.');
    unmount();
    render(
      <AppProviders>
        <BookingConfirmation booking={booking({ status: 'confirmed' })} />
      </AppProviders>,
    );
    expect(screen.getByTestId('confirmation-email').textContent).toBe('A confirmation has been saved for ada@example.com.');
  });

  it('a pending booking without a hold is "received", not "confirmed", and still waits for the team; a confirmed one says nothing of either', () => {
    const { unmount } = render(
      <AppProviders>
        <BookingConfirmation booking={booking({ status: 'pending' })} />
      </AppProviders>,
    );
    expect(screen.getByTestId('confirmation-title').textContent).toBe('Booking received');
    expect(screen.getByTestId('booking-confirmation').textContent).not.toContain('Booking confirmed');
    expect(screen.getByText('Your booking is received and pending confirmation by our team.')).toBeTruthy();
    expect(screen.queryByTestId('confirmation-hold')).toBeNull();
    unmount();
    render(
      <AppProviders>
        <BookingConfirmation booking={booking({ status: 'confirmed', holdExpiresAt: null })} />
      </AppProviders>,
    );
    expect(screen.getByTestId('confirmation-title').textContent).toBe('Booking confirmed');
    expect(screen.queryByTestId('confirmation-hold')).toBeNull();
    expect(screen.queryByText('Your booking is received and pending confirmation by our team.')).toBeNull();
  });

  it.each([
    ['completed', 'Booking completed'],
    ['cancelled', 'Booking cancelled'],
  ] as const)('a %s booking is called what it is, never "confirmed"', (status, title) => {
    render(
      <AppProviders>
        <BookingConfirmation booking={booking({ status })} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
    expect(screen.getByTestId('booking-confirmation').getAttribute('data-status')).toBe(status);
  });
});
