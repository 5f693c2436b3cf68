// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi, adminDashboardApi } from '@trabzon/api-client';
import { DashboardScreen } from '../../../src/features/dashboard/DashboardScreen';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

// QA: the figures' failure said "Please reload the page to try again", beside the panels' own Try again,
// which asked for the panels only: the figures could be asked again only by reloading the page.
describe('Dashboard: the four figures could not be loaded', () => {
  it.each([
    ['en', 'The statistics could not be loaded.', 'Try again'],
    ['tr', 'İstatistikler yüklenemedi.', 'Tekrar dene'],
    ['ar', 'تعذّر تحميل الإحصاءات.', 'حاول مرة أخرى'],
  ] as const)('says so with a Try again that asks for them again (%s)', async (language, note, retry) => {
    await switchLanguage(language);
    vi.spyOn(adminDashboardApi, 'get').mockResolvedValue({ days: [], byType: [], latest: [], lowStock: [] } as never);
    const stats = vi
      .spyOn(adminApi, 'stats')
      // The cache asks twice (one retry) before it gives up.
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ totalBookings: 7, totalUsers: 3, totalRevenue: 100, activeListings: 35 } as never);
    renderAdmin(<DashboardScreen />);
    const shown = await screen.findByTestId('stats-note', {}, { timeout: 4000 });
    expect(shown.textContent).toContain(note);
    fireEvent.click(within(shown).getByRole('button', { name: retry }));
    await waitFor(() => expect(stats).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(screen.queryByTestId('stats-note')).toBeNull());
    expect(screen.getByText('35')).toBeTruthy();
  });
});
