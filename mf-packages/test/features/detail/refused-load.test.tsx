// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { bookingsApi, packagesApi } from '@trabzon/api-client';
import { ScreenSwitch } from '@trabzon/ui';
import { apiFailure } from '@trabzon/ui/testing';
import { PackageDetailScreen } from '../../../src/features/detail/PackageDetailScreen';
import { renderAt, startI18n } from '../../helpers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(() => startI18n('en'));

/** /packages/highlands whose load the API refuses with `status` and its English `message`: the error panel. */
async function refusedWith(language: 'en' | 'tr' | 'ar', status: number, message: string) {
  await startI18n(language);
  vi.spyOn(packagesApi, 'departure').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(bookingsApi, 'quote').mockReturnValue(new Promise(() => undefined));
  vi.spyOn(packagesApi, 'bySlug').mockRejectedValue(apiFailure(status, message));
  renderAt('/packages/highlands', <ScreenSwitch routes={[{ path: '/packages/:slug', Screen: PackageDetailScreen }]} fallback={null} />);
  return screen.findByTestId('error-panel', {}, { timeout: 5000 });
}

// QA: the package page's error panel showed the API's English 'Too many requests' on Turkish and Arabic pages.
describe('/packages/:slug: a load the API refuses says why in the page’s language, not in the API’s English', () => {
  it.each([
    ['tr', 'Paket yüklenemedi', 'Kısa sürede çok fazla istek gönderildi. Biraz bekleyip tekrar deneyin.', 'Tekrar dene'],
    ['ar', 'تعذّر تحميل الباقة', 'طلبات كثيرة في وقت قصير. انتظر قليلًا ثم حاول من جديد.', 'حاول مرة أخرى'],
    ['en', 'Failed to load the package', 'Too many requests in a short time. Wait a moment, then try again.', 'Try again'],
  ] as const)('in %s: a 429 (too many requests)', async (language, title, reason, tryAgain) => {
    const panel = await refusedWith(language, 429, 'Rate limit exceeded, retry in 1 minute');
    expect(panel.textContent).toContain(title);
    expect(panel.textContent).toContain(reason);
    expect(panel.textContent).not.toContain('Rate limit');
    expect(within(panel).getByRole('button', { name: tryAgain })).toBeTruthy();
  });

  it.each([
    ['tr', 'Bu paket açılamadı. Paketlere dönün, sonra yeniden açın.'],
    ['ar', 'تعذّر فتح هذه الباقة. ارجع إلى الباقات ثم افتحها من جديد.'],
    ['en', 'This package could not be opened. Go back to the packages, then open it again.'],
  ] as const)('in %s: another refusal (a 431), with no search to change', async (language, reason) => {
    const panel = await refusedWith(language, 431, 'Request Header Fields Too Large');
    expect(panel.textContent).toContain(reason);
    expect(panel.textContent).not.toContain('Request Header Fields');
    expect(panel.textContent).not.toContain('filters');
  });
});
