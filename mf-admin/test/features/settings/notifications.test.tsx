// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettingsApi } from '@trabzon/api-client';
import type { EmailSettings } from '@trabzon/contracts';
import { NotificationsSection } from '../../../src/features/settings/sections/NotificationsSection';
import { renderAdmin, startI18n } from '../../helpers';

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const template = { subject: 'Booking {{reference}}', body: 'Hello {{name}}' };
const SETTINGS: EmailSettings = {
  senderName: 'Trabzon Travel',
  senderEmail: 'bookings@trabzontravel.test',
  templates: {
    bookingConfirmation: { en: template, tr: template, ar: template },
    bookingCancellation: { en: template, tr: template, ar: template },
  },
};

describe('Settings → Notifications: a template the mailer could not fill', () => {
  it('is not sent: the template with the unknown placeholder is brought into view, named and focused', async () => {
    vi.spyOn(adminSettingsApi, 'email').mockResolvedValue(structuredClone(SETTINGS));
    vi.spyOn(adminSettingsApi, 'outbox').mockResolvedValue({ results: [], total: 0, page: 1, pages: 0 } as never);
    const save = vi.spyOn(adminSettingsApi, 'saveEmail');
    renderAdmin(<NotificationsSection />);
    await screen.findAllByLabelText('Subject');

    // The Turkish cancellation text gets a typo while the English confirmation is shown.
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'bookingCancellation' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'tr' } });
    const body = document.getElementById('tpl-bookingCancellation-tr') as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: 'Merhaba {{nmae}}' } });
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'bookingConfirmation' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'en' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(body));
    expect((screen.getByLabelText('Template') as HTMLSelectElement).value).toBe('bookingCancellation');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('tr');
    expect(body.closest('[hidden]')).toBeNull();
    expect(document.getElementById(body.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Unknown placeholder \u2066{{nmae}}\u2069: use one of those listed below',
    );
    expect(save).not.toHaveBeenCalled();
  });
});
