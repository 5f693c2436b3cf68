import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { addTranslations, i18n, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import en from '../src/locales/en.json';
import tr from '../src/locales/tr.json';
import ar from '../src/locales/ar.json';

/** Starts the shared i18n in English with the transfers texts (once per file). */
export async function startI18n(language: 'en' | 'tr' | 'ar' = 'en') {
  useLocaleStore.setState({ language });
  addTranslations('transfers', { en, tr, ar });
  await initI18n();
  await i18n.changeLanguage(language);
}

export function renderWithProviders(ui: ReactNode, path = '/car-transfers') {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** Waits until the booking step shows its price: a booking is confirmed only then. */
export async function priceShown() {
  await screen.findByTestId('quote-total');
}

/** Fills the booking step's checkout by its fields' names (the labels are in the page's language). */
export function fillCheckout() {
  const form = screen.getByTestId('checkout-form');
  const fill = (name: string, value: string) => fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
  fill('firstName', 'Ada');
  fill('lastName', 'Lovelace');
  fill('email', 'ada@example.com');
  fill('phone', '+905321234567');
  fill('cardNumber', '4111 1111 1111 1111');
  fill('cardName', 'Ada Lovelace');
  fill('expiryDate', '12/30');
  fill('cvv', '123');
}
