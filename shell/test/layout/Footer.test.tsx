// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders, queryClient } from '@trabzon/ui';
import { siteSettingsApi, type PublicSettingsView } from '@trabzon/api-client';
import { addTranslations } from '@trabzon/i18n';
import en from '../../src/locales/en.json';
import tr from '../../src/locales/tr.json';
import ar from '../../src/locales/ar.json';
import { Footer } from '../../src/layout/Footer';
import { startI18n } from '../helpers/i18n';

// 60 characters without a space: Settings → General takes it, and no line can hold it whole.
const NAME_WITHOUT_SPACES = 'KaradenizTrabzonTurizmveSeyahatAcentasiLimitedSirketiTrabzon';

beforeAll(() => startI18n(() => addTranslations('shell', { en, tr, ar })));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/*
 * QA round AA, defect 4: with such a name the header fitted a 412px phone but the footer's copyright
 * line kept the page 692px wide (seen in Chromium). happy-dom does no layout: this checks the rule.
 */
describe('the footer with a long site name', () => {
  it('breaks a word longer than its line instead of widening the page', async () => {
    queryClient.clear();
    vi.spyOn(siteSettingsApi, 'get').mockResolvedValue({
      siteName: NAME_WITHOUT_SPACES,
      defaultLanguage: 'en',
      timezone: 'UTC',
    } as PublicSettingsView);
    render(
      <MemoryRouter>
        <AppProviders>
          <Footer />
        </AppProviders>
      </MemoryRouter>,
    );
    const copyright = screen.getByTestId('footer-copyright');
    await waitFor(() => expect(copyright.textContent).toContain(NAME_WITHOUT_SPACES));
    expect(getComputedStyle(copyright.closest('footer')!).overflowWrap).toBe('anywhere');
  });
});
