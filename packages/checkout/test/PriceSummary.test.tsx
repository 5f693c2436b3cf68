// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { AppProviders } from '@trabzon/ui';
import { PriceSummary, type PriceBreakdown } from '../src';

const quote = (cancellableUntil: string | null): PriceBreakdown => ({
  lineItems: [{ label: 'Family Room, night of 2030-06-10', quantity: 1, unitPrice: 100, total: 100 }],
  subtotal: 100,
  taxRate: 12,
  tax: 12,
  total: 112,
  currency: 'USD',
  cancellableUntil,
});

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const renderSummary = (breakdown: PriceBreakdown, withTerms = true) =>
  render(
    <AppProviders>
      <PriceSummary quote={breakdown} withTerms={withTerms} />
    </AppProviders>,
  );

describe('the price lines of a stored booking', () => {
  it("are in the page's language, not the one the booking was made in", () => {
    renderSummary(
      {
        ...quote(null),
        lineItems: [
          {
            label: 'غرفة عائلية، ليلة 10\u200f/06\u200f/2030',
            quantity: 1,
            unitPrice: 100,
            total: 100,
            parts: { key: 'night', values: { date: '2030-06-10' }, name: { en: 'Family Room', tr: 'Aile Odası', ar: 'غرفة عائلية' } },
          },
          { label: 'Old line, 2026-01-02', quantity: 2, unitPrice: 0, total: 0 },
        ],
      },
      false,
    );
    const rows = screen.getAllByRole('row').map((row) => row.querySelector('td')?.textContent);
    expect(rows.slice(0, 2)).toEqual(['Family Room, night of Jun 10, 2030', 'Old line, 2026-01-02 × 2']);
  });
});

describe('the tax row', () => {
  it("shows the rate and the amount, and is left out when no tax is added (a flight's taxes are lines of their own)", () => {
    renderSummary(quote(null), false);
    expect(screen.getByText('Tax (12%)')).toBeTruthy();
    cleanup();
    renderSummary(
      {
        ...quote(null),
        lineItems: [
          { label: 'Base fare, TZX → IST', quantity: 1, unitPrice: 80, total: 80 },
          { label: 'Taxes and fees', quantity: 1, unitPrice: 20, total: 20 },
        ],
        subtotal: 100,
        taxRate: 0,
        tax: 0,
        total: 100,
      },
      false,
    );
    expect(screen.queryByText(/^Tax \(/)).toBeNull();
    expect(screen.getAllByRole('row').map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Base fare, TZX → IST',
      'Taxes and fees',
      'Subtotal',
      'Total',
    ]);
  });
});

describe('the price summary before paying', () => {
  it('says until when the booking can be cancelled free of charge, naming the zone', () => {
    renderSummary(quote('2030-06-09T12:00:00.000Z'));
    expect(screen.getByTestId('quote-terms').textContent).toBe('Free cancellation until Jun 9, 2030, 15:00 GMT+3.');
  });

  it('warns before paying when free cancellation has already ended for that date', () => {
    renderSummary(quote('2020-01-01T00:00:00.000Z'));
    expect(screen.getByTestId('quote-terms').textContent).toMatch(/^Free cancellation has ended for this date/);
  });

  it('says before paying that a non-refundable rate cannot be cancelled free of charge', () => {
    renderSummary({ ...quote(null), nonRefundable: true });
    expect(screen.getByTestId('quote-terms').textContent).toBe('This rate is non-refundable: it cannot be cancelled free of charge.');
  });

  it('says nothing of it on a booking already made (its page says it its own way)', () => {
    renderSummary(quote('2030-06-09T12:00:00.000Z'), false);
    expect(screen.queryByTestId('quote-terms')).toBeNull();
  });
});

describe('Try again after a failed price', () => {
  type State = { loading?: boolean; failed?: boolean; quote: PriceBreakdown | null };
  const renderState = (state: State, onRetry: () => void) => (
    <AppProviders>
      <PriceSummary quote={state.quote} loading={state.loading} failed={state.failed} onRetry={onRetry} />
    </AppProviders>
  );

  it('keeps the panel and the focus on its busy button while the price loads, and there when it fails again', () => {
    const onRetry = vi.fn();
    const { rerender } = render(renderState({ failed: true, quote: null }, onRetry));
    const button = screen.getByRole('button', { name: 'Try again' });
    button.focus();
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(renderState({ loading: true, quote: null }, onRetry));
    // The same button, saying it is busy.
    expect(screen.getByRole('button', { name: 'Trying again…' })).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button);
    rerender(renderState({ failed: true, quote: null }, onRetry));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
  });

  it('moves the focus to the price once it has loaded', () => {
    const onRetry = vi.fn();
    const { rerender } = render(renderState({ failed: true, quote: null }, onRetry));
    screen.getByRole('button', { name: 'Try again' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    rerender(renderState({ loading: true, quote: null }, onRetry));
    rerender(renderState({ quote: quote(null) }, onRetry));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Price' }));
  });

  it('shows the price, and moves the focus to it, when it came before a render showed it loading', () => {
    const onRetry = vi.fn();
    const { rerender } = render(renderState({ failed: true, quote: null }, onRetry));
    screen.getByRole('button', { name: 'Try again' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    rerender(renderState({ quote: quote(null) }, onRetry));
    expect(screen.queryByTestId('error-panel')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Price' }));
  });
});
