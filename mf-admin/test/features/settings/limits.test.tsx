// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettingsApi } from '@trabzon/api-client';
import { ApiKeysUpdate, AppSettings, EmailSettings } from '@trabzon/contracts';
import { SETTINGS_LIMITS } from '@trabzon/contracts/constants';
import { fitsLimit } from '../../../src/lib/forms';
import { ApiKeysSection } from '../../../src/features/settings/sections/ApiKeysSection';
import { GeneralSection } from '../../../src/features/settings/sections/GeneralSection';
import { NotificationsSection } from '../../../src/features/settings/sections/NotificationsSection';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

// QA: too-long settings reached the API and came back as its English field messages.
beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

const template = { subject: 'Booking {{reference}}', body: 'Hello {{name}}' };
const EMAIL_SETTINGS = {
  senderName: 'Trabzon Travel',
  senderEmail: 'bookings@trabzontravel.test',
  templates: {
    bookingConfirmation: { en: template, tr: template, ar: template },
    bookingCancellation: { en: template, tr: template, ar: template },
  },
};
const APP_SETTINGS = {
  siteName: 'Trabzon Travel',
  contactEmail: 'info@example.com',
  currency: 'USD',
  defaultLanguage: 'tr',
  timezone: 'Europe/Istanbul',
};
/** A string schema's maxLength (TypeBox's types do not declare it). */
const maxOf = (schema: unknown) => (schema as { maxLength?: number }).maxLength;
/** An address `length` characters long. */
const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

/** Types `value` into `field` (past its maxLength, as a paste or a script can), saves, and reads the field's error. */
async function refusedAtField(field: HTMLInputElement | HTMLTextAreaElement, value: string, save: () => void): Promise<string | null> {
  fireEvent.change(field, { target: { value } });
  save();
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  return (
    document.getElementById(
      field
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('error')) ?? '',
    )?.textContent ?? null
  );
}

describe('Settings: the API’s length limits at the fields', () => {
  it('are the maxLength of the API’s schemas', () => {
    expect(SETTINGS_LIMITS.siteName).toBe(maxOf(AppSettings.properties.siteName));
    expect(SETTINGS_LIMITS.contactEmail).toBe(maxOf(AppSettings.properties.contactEmail));
    expect(SETTINGS_LIMITS.senderName).toBe(maxOf(EmailSettings.properties.senderName));
    expect(SETTINGS_LIMITS.senderEmail).toBe(maxOf(EmailSettings.properties.senderEmail));
    const mail = EmailSettings.properties.templates.properties.bookingConfirmation.properties.en.properties;
    expect(SETTINGS_LIMITS.subject).toBe(maxOf(mail.subject));
    expect(SETTINGS_LIMITS.body).toBe(maxOf(mail.body));
    expect(SETTINGS_LIMITS.clientId).toBe(maxOf(ApiKeysUpdate.properties.providerClientId));
    expect(SETTINGS_LIMITS.clientSecret).toBe(maxOf(ApiKeysUpdate.properties.providerClientSecret));
    // Counted as the schema counts: characters, not UTF-16 units.
    expect(fitsLimit('🙂'.repeat(3), 3)).toBe(true);
    expect(fitsLimit('abcd', 3)).toBe(false);
  });

  it('General: a contact e-mail over 254 characters is said at its field in Turkish, not sent', async () => {
    await switchLanguage('tr');
    vi.spyOn(adminSettingsApi, 'app').mockResolvedValue(APP_SETTINGS as never);
    const save = vi.spyOn(adminSettingsApi, 'saveApp').mockResolvedValue(APP_SETTINGS as never);
    renderAdmin(<GeneralSection />);
    const email = (await screen.findByTestId('general-email')) as HTMLInputElement;
    expect(email.maxLength).toBe(254);
    const press = () => fireEvent.click(screen.getByTestId('general-save'));
    expect(await refusedAtField(email, address(255), press)).toBe('En fazla 254 karakter kullanın');
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(email, { target: { value: address(254) } });
    press();
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ contactEmail: address(254) })));
  });

  it('Notifications: sender name, sender e-mail, subject and text each stop at the API’s limit and are not sent past it', async () => {
    vi.spyOn(adminSettingsApi, 'email').mockResolvedValue(structuredClone(EMAIL_SETTINGS) as never);
    vi.spyOn(adminSettingsApi, 'outbox').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    const save = vi.spyOn(adminSettingsApi, 'saveEmail').mockResolvedValue(structuredClone(EMAIL_SETTINGS) as never);
    renderAdmin(<NotificationsSection />);
    await screen.findAllByLabelText('Subject');
    const press = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const fields: Array<[HTMLInputElement | HTMLTextAreaElement, number, string, string]> = [
      [screen.getByLabelText('Sender name') as HTMLInputElement, 100, 'x'.repeat(101), 'Trabzon Travel'],
      [screen.getByLabelText('Sender email') as HTMLInputElement, 254, address(255), 'bookings@trabzontravel.test'],
      [document.getElementsByName('templates.bookingConfirmation.en.subject')[0] as HTMLInputElement, 200, 's'.repeat(201), 'Hi'],
      [document.getElementById('tpl-bookingConfirmation-en') as HTMLTextAreaElement, 5000, 'b'.repeat(5001), 'Hello'],
    ];
    for (const [field, max, tooLong, fine] of fields) {
      expect({ name: field.name, max: field.maxLength }).toEqual({ name: field.name, max });
      expect({ name: field.name, error: await refusedAtField(field, tooLong, press) }).toEqual({
        name: field.name,
        error: `Please use at most ${max} characters`,
      });
      fireEvent.change(field, { target: { value: fine } });
    }
    expect(save).not.toHaveBeenCalled();
  });

  it('API keys: a client id over 200 characters is said at its field, not sent', async () => {
    const keys = { providerClientId: 'client', secretSet: true, secretMasked: '••••ab', source: 'settings', providerBaseUrl: null };
    vi.spyOn(adminSettingsApi, 'apiKeys').mockResolvedValue(keys as never);
    const save = vi.spyOn(adminSettingsApi, 'saveApiKeys').mockResolvedValue(keys as never);
    renderAdmin(<ApiKeysSection />);
    const id = (await screen.findByLabelText('Client id')) as HTMLInputElement;
    expect(id.maxLength).toBe(200);
    const press = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await refusedAtField(id, 'c'.repeat(201), press)).toBe('Please use at most 200 characters');
    expect(save).not.toHaveBeenCalled();
  });
});
