// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettingsApi } from '@trabzon/api-client';
import { SecuritySection } from '../../../src/features/settings/sections/SecuritySection';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  await switchLanguage('en');
  vi.restoreAllMocks();
});

const SECURITY = {
  passwordMinLength: 8,
  sessionHours: 24,
  loginMaxPerAccount: 5,
  loginMaxPerIp: 20,
  loginWindowMinutes: 15,
  testUsersEnabled: false,
  testUsersAllowedByEnvironment: true,
};

// QA: at desktop width the hint ran on the checkbox label's line (an inline-flex label beside an inline <small>).
describe('Settings → Security: the test-users switch', () => {
  it('puts its hint on a line of its own, and names it as the checkbox’s description', async () => {
    vi.spyOn(adminSettingsApi, 'security').mockResolvedValue(SECURITY as never);
    renderAdmin(<SecuritySection />);
    const box = (await screen.findByLabelText("Allow 'Create Test Users'")) as HTMLInputElement;
    const hint = screen.getByText('Test accounts have published passwords: keep this off on a live site.');
    expect(getComputedStyle(hint).display).toBe('block');
    expect(box.getAttribute('aria-describedby')).toBe(hint.id);
  });
});

// QA: a field's message stayed in the language it was made in after the header's language switch.
describe('Settings → Security: a refused number', () => {
  it('says its message again in the language the page switches to', async () => {
    vi.spyOn(adminSettingsApi, 'security').mockResolvedValue(SECURITY as never);
    renderAdmin(<SecuritySection />);
    const field = await screen.findByLabelText('Minimum password length');
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.blur(field);
    expect(await screen.findByText(/Enter a whole number from \d+ to \d+/)).toBeTruthy();

    await switchLanguage('tr');
    expect(await screen.findByText(/\d+ ile \d+ arasında bir tam sayı girin/)).toBeTruthy();
    expect(screen.queryByText(/Enter a whole number/)).toBeNull();
  });
});
