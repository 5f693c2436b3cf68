// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../helpers';
import { mockBookingCreated, mockProvider, openBookingForm, submitBooking, todayBeforeTheStay } from './trabzon-booking';

/**
 * happy-dom's showModal() only sets `open`; a browser's also runs the dialog focusing steps, which
 * focus the dialog's first focusable element (here its × button). The test does the same.
 */
function showModalAsBrowsersDo() {
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, a[href], input, select, textarea')?.focus();
  });
}

beforeAll(async () => {
  await startI18n();
});
beforeEach(todayBeforeTheStay);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('TrabzonHotelsScreen: the focus after booking', () => {
  it('View offers → Book now → Confirm booking puts the focus on "Booking confirmed", not the dialog\'s × button', async () => {
    showModalAsBrowsersDo();
    mockProvider();
    mockBookingCreated();
    await submitBooking(await openBookingForm());
    const heading = within(screen.getByTestId('provider-confirmation')).getByTestId('confirmation-title');
    expect(heading.textContent).toBe('Booking confirmed');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
