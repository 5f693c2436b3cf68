// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi, packagesApi, type BookingQuote, type PackageDetail } from '@trabzon/api-client';
import { formatPrice } from '@trabzon/i18n';
import { BookingPanel } from '../../../src/features/detail/BookingPanel';
import { useStartSelection } from '../../../src/features/detail/useStartSelection';
import { renderAt, startI18n } from '../../helpers';

const PACKAGE = { _id: 'p1', slug: 'sumela', name: 'Sumela Day Trip', price: 69, duration: 1 } as unknown as PackageDetail;

/** The server's quote for `guests` at $69 with 12 % tax (a fixed copy, not computed by the code under test). */
const QUOTES: Record<number, Partial<BookingQuote>> = {
  1: { subtotal: 69, taxRate: 12, tax: 8.28, total: 77.28, currency: 'USD', lineItems: [] },
  3: { subtotal: 207, taxRate: 12, tax: 24.84, total: 231.84, currency: 'USD', lineItems: [] },
};

/** The panel with the choice the page's URL keeps, as PackageDetailScreen renders it. */
function Panel() {
  return <BookingPanel pkg={PACKAGE} selection={useStartSelection()} />;
}

async function panel(guests: number) {
  vi.spyOn(bookingsApi, 'quote').mockResolvedValue(QUOTES[guests] as BookingQuote);
  vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
  renderAt(`/packages/sumela?checkIn=2099-01-01&guests=${guests}`, <Panel />);
  await screen.findByTestId('package-total-amount', {}, { timeout: 5000 });
  return within(screen.getByTestId('package-total'))
    .getAllByRole('term')
    .map((dt) => dt.textContent);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => startI18n('en'));

describe('the package booking panel’s price lines', () => {
  it.each([
    ['en', 1, '× 1 guest', 'Tax (12%)'],
    ['en', 3, '× 3 guests', 'Tax (12%)'],
    ['ar', 1, '× ضيف واحد', 'الضريبة (12٪)'],
    ['ar', 3, '× 3 ضيوف', 'الضريبة (12٪)'],
  ] as const)('in %s for %i guests: "… %s" and "%s"', async (language, guests, perPerson, tax) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2098-12-20T09:00:00Z'));
    await startI18n(language);
    const [perPersonLine, taxLine] = await panel(guests);
    expect(perPersonLine!.endsWith(` ${perPerson}`)).toBe(true);
    expect(taxLine).toBe(tax);
  });
});

/*
 * The list card says "$69.00 per person"; the detail page showed no price until a date was chosen
 * (only "Choose a start date to see the total."). The panel now opens with the price per person,
 * formatted as the card formats it, and keeps it above the quote once there is one.
 */
describe('the package booking panel’s price per person', () => {
  it.each([
    ['en', 'From $69.00 per person'],
    ['tr', `Başlangıç fiyatı: kişi başı ${formatPrice(69, 'tr')}`],
    ['ar', `ابتداءً من ${formatPrice(69, 'ar')} للشخص`],
  ] as const)('in %s: "%s" before a start date is chosen, and still beside the total after', async (language, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2098-12-20T09:00:00Z'));
    await startI18n(language);
    const quote = vi.spyOn(bookingsApi, 'quote').mockResolvedValue(QUOTES[1] as BookingQuote);
    vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
    renderAt('/packages/sumela?guests=1', <Panel />);

    const from = screen.getByTestId('package-from-price');
    expect(from.textContent).toBe(expected);
    // The amount is the line's emphasis, as on the card.
    expect(from.querySelector('strong')?.textContent).toBe(formatPrice(69, language));
    expect(screen.queryByTestId('package-total-amount')).toBeNull();
    expect(quote).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('package-date'), { target: { value: '2099-01-01' } });
    expect((await screen.findByTestId('package-total-amount', {}, { timeout: 5000 })).textContent).toBe(formatPrice(77.28, language));
    expect(screen.getByTestId('package-from-price').textContent).toBe(expected);
  });
});

// QA: a failed quote said "Please try again." with nothing to try again with but changing the date.
describe('the package booking panel when the price could not be calculated', () => {
  it('offers Try again, which asks again and, once priced, leaves the focus on Continue to booking', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2098-12-20T09:00:00Z'));
    await startI18n('en');
    const quote = vi
      .spyOn(bookingsApi, 'quote')
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValue(QUOTES[1] as BookingQuote);
    vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
    renderAt('/packages/sumela?checkIn=2099-01-01&guests=1', <Panel />);

    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'The price could not be calculated. Please try again.',
    );
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect((await screen.findByTestId('package-total-amount', {}, { timeout: 5000 })).textContent).toBe('$77.28');
    expect(quote).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const book = screen.getByRole('button', { name: 'Continue to booking' });
    await vi.waitFor(() => expect(document.activeElement).toBe(book));
    expect(book.hasAttribute('disabled')).toBe(false);
  });
});

// QA: a date out of the window showed its alert, but the date field itself was neither invalid nor described by it.
describe('the package booking panel with a start date out of the window', () => {
  it('marks the date field invalid and describes it with the message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2098-12-20T09:00:00Z'));
    await startI18n('en');
    const quote = vi.spyOn(bookingsApi, 'quote').mockResolvedValue(QUOTES[1] as BookingQuote);
    vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
    renderAt('/packages/sumela?guests=1', <Panel />);
    const field = screen.getByLabelText('Start date');
    expect(field.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(field, { target: { value: '2150-01-01' } });
    const alert = await screen.findByRole('alert');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(alert.id).not.toBe('');
    expect(quote).not.toHaveBeenCalled();
  });
});
