// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettingsApi } from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { ApiKeysSection } from '../../../src/features/settings/sections/ApiKeysSection';
import { GeneralSection } from '../../../src/features/settings/sections/GeneralSection';
import { NotificationsSection } from '../../../src/features/settings/sections/NotificationsSection';
import { PaymentSection } from '../../../src/features/settings/sections/PaymentSection';
import { SecuritySection } from '../../../src/features/settings/sections/SecuritySection';
import { renderAdmin, startI18n } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const template = { subject: 'Booking {{reference}}', body: 'Hello {{name}}' };

/** A section, its settings as loaded, the field made wrong and its save call. */
interface Section {
  name: string;
  element: ReactElement;
  mock: () => unknown;
  field: () => Promise<HTMLElement>;
  wrong: string;
  save: 'saveApp' | 'saveSecurity' | 'saveEmail' | 'savePayment' | 'saveApiKeys';
}

const SECTIONS: Section[] = [
  {
    name: 'General',
    element: <GeneralSection />,
    mock: () =>
      vi.spyOn(adminSettingsApi, 'app').mockResolvedValue({
        siteName: 'Trabzon Travel',
        contactEmail: 'info@example.com',
        currency: 'USD',
        defaultLanguage: 'tr',
        timezone: 'Europe/Istanbul',
      } as never),
    field: () => screen.findByRole('textbox', { name: 'Contact email' }),
    wrong: 'not an e-mail',
    save: 'saveApp',
  },
  {
    name: 'Security',
    element: <SecuritySection />,
    mock: () =>
      vi.spyOn(adminSettingsApi, 'security').mockResolvedValue({
        passwordMinLength: 8,
        sessionHours: 24,
        loginMaxPerAccount: 5,
        loginMaxPerIp: 20,
        loginWindowMinutes: 15,
        testUsersEnabled: false,
        testUsersAllowedByEnvironment: true,
      } as never),
    field: () => screen.findByRole('spinbutton', { name: 'Attempt window (minutes)' }),
    wrong: '0',
    save: 'saveSecurity',
  },
  {
    name: 'Notifications',
    element: <NotificationsSection />,
    mock: () => {
      vi.spyOn(adminSettingsApi, 'outbox').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
      return vi.spyOn(adminSettingsApi, 'email').mockResolvedValue({
        senderName: 'Trabzon Travel',
        senderEmail: 'bookings@trabzontravel.test',
        templates: {
          bookingConfirmation: { en: template, tr: template, ar: template },
          bookingCancellation: { en: template, tr: template, ar: template },
        },
      } as never);
    },
    field: () => screen.findByRole('textbox', { name: 'Sender email' }),
    wrong: 'not an e-mail',
    save: 'saveEmail',
  },
  {
    name: 'Payment',
    element: <PaymentSection />,
    mock: () => vi.spyOn(adminSettingsApi, 'payment').mockResolvedValue({ taxRate: 10 } as never),
    field: () => screen.findByRole('spinbutton', { name: 'Tax rate (%)' }),
    wrong: '150',
    save: 'savePayment',
  },
  {
    name: 'API keys',
    element: <ApiKeysSection />,
    mock: () =>
      vi.spyOn(adminSettingsApi, 'apiKeys').mockResolvedValue({
        providerClientId: 'client',
        secretSet: true,
        secretMasked: '••••ab',
        source: 'settings',
        providerBaseUrl: 'https://provider.example',
      } as never),
    field: () => screen.findByRole('textbox', { name: 'Client id' }),
    wrong: '',
    save: 'saveApiKeys',
  },
];

// QA: a wrong value typed, then Save clicked: the field's message appeared as the field lost the focus to the
// press, pushed Save from under the pointer, and the click missed it (nothing checked, the focus left on Save).
describe('settings sections: Save clicked right after a wrong value is typed', () => {
  it.each(SECTIONS)('$name: Save stays under the press, then the focus moves to the wrong field', async (section) => {
    section.mock();
    const save = vi.spyOn(adminSettingsApi, section.save);
    renderAdmin(<ToastProvider>{section.element}</ToastProvider>);
    const field = (await section.field()) as HTMLInputElement;
    field.focus();
    fireEvent.change(field, { target: { value: section.wrong } });
    const button = field.closest('form')!.querySelector<HTMLButtonElement>('button[type=submit]')!;
    fireEvent.pointerDown(button);
    button.focus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field);
    expect(save).not.toHaveBeenCalled();
  });
});
