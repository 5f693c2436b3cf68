// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../helpers';
import { mockBookingCreated, mockProvider, openBookingForm, submitBooking, todayBeforeTheStay } from './trabzon-booking';

/** A section's dt/dd pairs as [label, value]. */
const facts = (list: HTMLElement) => [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);

beforeAll(async () => {
  await startI18n();
});
beforeEach(todayBeforeTheStay);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('TrabzonHotelsScreen: the confirmation repeats what was booked', () => {
  it('hotel, room, check-in – check-out and guests, written as the booking form wrote them', async () => {
    mockProvider();
    mockBookingCreated();
    const form = await openBookingForm();
    // What the booking form says, less its price: the confirmation must say the same.
    const asked = facts(screen.getByTestId('provider-booking').querySelector('dl')!).slice(0, 4);
    await submitBooking(form);

    const booked = within(screen.getByTestId('provider-confirmation')).getByTestId('provider-booked-stay');
    expect(booked.getAttribute('aria-label')).toBe('What you booked');
    expect(facts(booked)).toEqual([
      ['Hotel', 'Hotel Alpha'],
      ['Room', 'Deluxe Room'],
      ['Dates', 'Jul 10, 2030 – Jul 12, 2030'],
      ['Guests', '2 guests'],
    ]);
    expect(facts(booked)).toEqual(asked);
  });
});
