// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingsApi, type Booking } from '@trabzon/api-client';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore, useSessionStore } from '@trabzon/stores';
import { AppProviders, queryClient } from '@trabzon/ui';
import { MemoryRouter } from '@trabzon/router';
import { CheckoutForm, type CheckoutFormProps } from '../src';
import { signInAs as signIn } from './helpers/session';

const STAY = '/booking?type=hotel&hotelId=h1&roomTypeId=r1&checkIn=2027-05-01&checkOut=2027-05-03&guests=2';
const STAY_DETAILS = { hotelId: 'h1', roomTypeId: 'r1', checkIn: '2027-05-01', checkOut: '2027-05-03', guests: 2 };

function renderForm(props: Partial<CheckoutFormProps> = {}, address = STAY) {
  queryClient.clear();
  return render(
    <MemoryRouter initialEntries={[address]}>
      <AppProviders>
        <CheckoutForm type="hotel" variant="hotel" expectedTotal={193.2} details={STAY_DETAILS} onBooked={() => undefined} {...props} />
      </AppProviders>
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillContactAndCard() {
  fill('First name', 'Ada');
  fill('Last name', 'Lovelace');
  fill('Email', 'ada@example.com');
  fill('Phone', '+905321234567');
  fill('Special requests', 'Late arrival, around 23:00');
  fill('Card number', '4242 4242 4242 4242');
  fill('Name on card', 'Charles Babbage');
  fill('Expiry (MM/YY)', '12/40');
  fill('CVV', '987');
}

/** Every draft the tab holds, as stored (key → text). */
function drafts(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith('checkout-draft:'))
      .map((key) => [key, sessionStorage.getItem(key) ?? '']),
  );
}

/** Waits for the throttled save of what was typed. */
const saved = (text: string) => waitFor(() => expect(Object.values(drafts()).join()).toContain(text));

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
  sessionStorage.clear();
  localStorage.clear();
});

describe('CheckoutForm: a draft of what was typed, for the tab', () => {
  it('gives back the contact and special requests after the checkout is left and opened again (Back/Forward, reload), never the card', async () => {
    renderForm();
    fillContactAndCard();
    await saved('ada@example.com');
    cleanup();

    renderForm();
    expect(field('First name').value).toBe('Ada');
    expect(field('Last name').value).toBe('Lovelace');
    expect(field('Email').value).toBe('ada@example.com');
    expect(field('Phone').value).toBe('+905321234567');
    expect(field('Special requests').value).toBe('Late arrival, around 23:00');
    expect(field('Card number').value).toBe('');
    expect(field('Name on card').value).toBe('');
    expect(field('Expiry (MM/YY)').value).toBe('');
    expect(field('CVV').value).toBe('');
  });

  it('stores nothing of the payment section: no card number, name on card, expiry, CVV or method', async () => {
    renderForm();
    fillContactAndCard();
    fireEvent.click(screen.getByRole('radio', { name: /pay at/i }));
    await saved('Late arrival');
    const stored = Object.values(drafts()).join('\n');
    for (const secret of [
      '4242',
      'Charles',
      'Babbage',
      '12/40',
      '987',
      'cardNumber',
      'cardName',
      'expiryDate',
      'cvv',
      'paymentMethod',
      'payAtHotel',
    ]) {
      expect(stored).not.toContain(secret);
    }
  });

  it("a flight keeps its traveller but not the document's number nor the terms box", async () => {
    renderForm({ type: 'flight', variant: 'flight', details: { offer: { id: 'o1' } } }, '/flights?from=TZX&to=IST');
    fill('Document number', 'U12345678');
    fill('Billing address', 'Kemerkaya Mah. 1, Trabzon');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/i }));
    await saved('Kemerkaya Mah. 1, Trabzon');
    const stored = Object.values(drafts()).join();
    expect(stored).not.toContain('U12345678');
    expect(stored).not.toContain('documentNumber');
    expect(stored).not.toContain('agreeTerms');
    cleanup();

    renderForm({ type: 'flight', variant: 'flight', details: { offer: { id: 'o1' } } }, '/flights?from=TZX&to=IST');
    expect(field('Billing address').value).toBe('Kemerkaya Mah. 1, Trabzon');
    expect(field('Document number').value).toBe('');
    expect((screen.getByRole('checkbox', { name: /I agree/i }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps what was typed just before a reload (pagehide), without waiting for the throttle', () => {
    renderForm();
    fill('Email', 'quick@example.com');
    expect(Object.values(drafts()).join()).not.toContain('quick@example.com');
    globalThis.dispatchEvent(new Event('pagehide'));
    expect(Object.values(drafts()).join()).toContain('quick@example.com');
  });

  it('is forgotten once the booking is made, even when typed just before submitting', async () => {
    vi.spyOn(bookingsApi, 'create').mockResolvedValue({ _id: 'b1', reference: 'TRB-1' } as unknown as Booking);
    const onBooked = vi.fn();
    renderForm({ onBooked });
    fillContactAndCard();
    await saved('ada@example.com');
    fill('Special requests', 'Typed right before the submit');
    fireEvent.submit(screen.getByTestId('checkout-form'));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    cleanup(); // the page shows its confirmation in the form's place
    expect(drafts()).toEqual({});

    renderForm();
    expect(field('Email').value).toBe('');
    expect(field('Special requests').value).toBe('');
  });

  it('is not given to another booking: another room, or another offer on the same page', async () => {
    renderForm();
    fill('Email', 'ada@example.com');
    await saved('ada@example.com');
    cleanup();

    renderForm({ details: { ...STAY_DETAILS, roomTypeId: 'r2' } }, STAY.replace('r1', 'r2'));
    expect(field('Email').value).toBe('');
    cleanup();
    // A provider's offers open in a dialog over the same search page: the offer tells them apart.
    renderForm({ details: { ...STAY_DETAILS, roomTypeId: 'r2' } });
    expect(field('Email').value).toBe('');
  });

  it('ignores a damaged or foreign draft without failing: not JSON, unknown or card fields, wrong types, texts over the limits', async () => {
    renderForm();
    fill('Email', 'ada@example.com');
    await saved('ada@example.com');
    const [key] = Object.keys(drafts());
    cleanup();

    sessionStorage.setItem(key!, '{not json');
    renderForm();
    expect(field('Email').value).toBe('');
    cleanup();

    sessionStorage.setItem(
      key!,
      JSON.stringify({
        firstName: 'A'.repeat(101),
        lastName: 42,
        email: 'kept@example.com',
        phone: '1'.repeat(31),
        specialRequests: ['no'],
        cardNumber: '4242424242424242',
        cvv: '987',
        paymentMethod: 'payAtHotel',
        isAdmin: true,
      }),
    );
    renderForm();
    expect(field('Email').value).toBe('kept@example.com');
    expect(field('First name').value).toBe('');
    expect(field('Last name').value).toBe('');
    expect(field('Phone').value).toBe('');
    expect(field('Special requests').value).toBe('');
    expect(field('Card number').value).toBe('');
    expect(field('CVV').value).toBe('');
    cleanup();

    for (const text of ['null', '"a string"', '[1,2]', '42']) {
      sessionStorage.setItem(key!, text);
      renderForm();
      expect(field('Email').value).toBe('');
      cleanup();
    }
  });

  it("never gives one user's draft to another user, or to a guest, in the same tab: signing out removes it", async () => {
    signIn('u-ada', 'Ada Lovelace', 'ada@example.com');
    renderForm();
    expect(field('First name').value).toBe('Ada'); // the profile, as before
    fill('Phone', '+905321234567');
    fill('Special requests', "Ada's own request");
    await saved("Ada's own request");
    cleanup();

    useSessionStore.getState().signOut();
    signIn('u-grace', 'Grace Hopper', 'grace@example.com');
    renderForm();
    expect(field('First name').value).toBe('Grace');
    expect(field('Email').value).toBe('grace@example.com');
    expect(field('Phone').value).toBe('');
    expect(field('Special requests').value).toBe('');
    expect(Object.values(drafts()).join()).not.toContain('Ada');
    cleanup();

    useSessionStore.getState().signOut();
    renderForm();
    expect(field('Special requests').value).toBe('');
  });

  it('a sign-out while the form is open removes its draft and keeps nothing more of it', async () => {
    signIn('u-ada', 'Ada Lovelace', 'ada@example.com');
    renderForm();
    fill('Special requests', "Ada's own request");
    await saved("Ada's own request");
    useSessionStore.getState().signOut({ ended: true });
    await waitFor(() => expect(drafts()).toEqual({}));
    fill('Special requests', 'typed after the session ended');
    cleanup(); // leaving the page (to sign in again) would flush a pending save
    expect(drafts()).toEqual({});
  });

  it('the signed-in user finds their own draft again, over their profile', async () => {
    signIn('u-ada', 'Ada Lovelace', 'ada@example.com');
    renderForm();
    fill('First name', 'Augusta');
    await saved('Augusta');
    cleanup();

    renderForm();
    expect(field('First name').value).toBe('Augusta');
    expect(field('Last name').value).toBe('Lovelace');
  });

  it("the draft wins over the page's defaults it was started from (a table's requests typed on the restaurant page)", async () => {
    const address = '/restaurant-booking?restaurant=r1&time=19:00&requests=Window';
    const table = {
      type: 'restaurant',
      variant: 'restaurant',
      quoted: false,
      details: { restaurantId: 'r1' },
      defaults: { specialRequests: 'Window' },
    } as const;
    renderForm(table, address);
    expect(field('Special requests').value).toBe('Window');
    fill('Special requests', 'Window, and a high chair');
    await saved('high chair');
    cleanup();

    renderForm(table, address);
    expect(field('Special requests').value).toBe('Window, and a high chair');
  });
});
