// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@trabzon/api-client';
import { i18n, initI18n } from '@trabzon/i18n';
import { MemoryRouter } from '@trabzon/router';
import { useLocaleStore, useSessionStore } from '@trabzon/stores';
import { AppProviders } from '@trabzon/ui';
import { BookingConfirmation } from '../src';
import { signInAs as signIn } from './helpers/session';

const booking = (userId: string | null) =>
  ({
    _id: 'b1',
    reference: 'TZN-ABC123',
    status: 'confirmed',
    total: 224,
    currency: 'USD',
    userId,
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+905321234567' },
  }) as Booking;

/** The confirmation as every caller shows it: with a way to open the booking. */
function renderConfirmation(made: Booking) {
  render(
    <MemoryRouter>
      <AppProviders>
        <BookingConfirmation booking={made} onView={() => undefined} onDone={() => undefined} />
      </AppProviders>
    </MemoryRouter>,
  );
}

const viewButton = () => screen.queryByRole('button', { name: 'View booking' });

beforeAll(async () => {
  useLocaleStore.getState().setLanguage('en');
  await initI18n();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  useSessionStore.getState().signOut();
});

describe('BookingConfirmation: View booking', () => {
  it("is offered for the signed-in user's own booking", () => {
    signIn('u1');
    renderConfirmation(booking('u1'));
    expect(viewButton()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it("is not offered for a guest's booking, even to someone signed in: the booking is not theirs to open", () => {
    signIn('u1');
    renderConfirmation(booking(null));
    expect(viewButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it("is not offered for another user's booking, nor once its owner has signed out", () => {
    signIn('u2');
    renderConfirmation(booking('u1'));
    expect(viewButton()).toBeNull();
    cleanup();

    signIn('u1');
    renderConfirmation(booking('u1'));
    expect(viewButton()).not.toBeNull();
    act(() => useSessionStore.getState().signOut());
    expect(viewButton()).toBeNull();
  });
});

/**
 * The value the page's styles give `element`'s own class rules for `property`, as written: the test's
 * DOM lays nothing out (no width for `cqi`) and drops what it cannot compute, so the text is read.
 */
function declared(element: Element, property: string): string | undefined {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  const values = [...element.classList].flatMap((name) =>
    [...css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g'))].flatMap(([, body]) =>
      [...body!.matchAll(new RegExp(`(?:^|;)${property}:([^;]*)`, 'g'))].map(([, value]) => value!.trim()),
    ),
  );
  return values.at(-1);
}

describe('BookingConfirmation: the reference', () => {
  it('never breaks (not at its dash either), and its size follows the room it has, up to the large one', () => {
    renderConfirmation(booking(null));
    const reference = screen.getByTestId('confirmation-reference');
    const style = getComputedStyle(reference);
    expect(style.whiteSpace).toBe('nowrap');
    // Sized by its frame's width (a phone's dialog is narrower than the page): between 16 and 32 px.
    expect(declared(reference, 'font-size')).toBe('clamp(16px, 10cqi, 32px)');
    expect(declared(reference.parentElement!, 'container-type')).toBe('inline-size');
  });
});

describe('BookingConfirmation: the copy button', () => {
  it('looks like a button: a visible border, not a transparent one that reads as plain text', () => {
    renderConfirmation(booking(null));
    const copy = screen.getByRole('button', { name: 'Copy' });
    const border = declared(copy, 'border-color');
    expect(border).toBeDefined();
    expect(border).not.toBe('transparent');
  });
});
