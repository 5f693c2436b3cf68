// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, packagesApi } from '@trabzon/api-client';
import { apiFailure } from '@trabzon/ui/testing';
import { PackagesListScreen } from '../../../src/features/list/PackagesListScreen';
import { renderAt, startI18n } from '../../helpers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(() => startI18n('en'));

/** /packages whose search the API refuses with `status` and its English `message`: the error panel. */
async function refusedWith(language: 'en' | 'tr' | 'ar', status: number, message: string) {
  await startI18n(language);
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
  vi.spyOn(packagesApi, 'list').mockRejectedValue(apiFailure(status, message));
  renderAt('/packages', <PackagesListScreen />);
  return screen.findByTestId('error-panel', {}, { timeout: 5000 });
}

// QA: the list's error panel showed the API's English text on Turkish and Arabic pages.
describe('/packages: a search the API refuses says why in the page’s language, not in the API’s English', () => {
  it.each([
    ['tr', 'Paketler yüklenemedi', 'Bu arama yapılamadı. Filtreleri değiştirin ya da sıfırlayın, sonra tekrar deneyin.', 'Tekrar dene'],
    ['ar', 'تعذّر تحميل الباقات', 'تعذّر إجراء هذا البحث. غيّر عوامل التصفية أو أعد ضبطها، ثم حاول من جديد.', 'حاول مرة أخرى'],
    ['en', 'Failed to load packages', 'This search could not be run. Change or reset the filters, then try again.', 'Try again'],
  ] as const)('in %s: a 400', async (language, title, reason, tryAgain) => {
    const panel = await refusedWith(language, 400, 'minPrice must not be greater than maxPrice');
    expect(panel.textContent).toContain(title);
    expect(panel.textContent).toContain(reason);
    expect(panel.textContent).not.toContain('minPrice');
    expect(within(panel).getByRole('button', { name: tryAgain })).toBeTruthy();
  });

  it.each([
    ['tr', 'Kısa sürede çok fazla istek gönderildi. Biraz bekleyip tekrar deneyin.'],
    ['ar', 'طلبات كثيرة في وقت قصير. انتظر قليلًا ثم حاول من جديد.'],
  ] as const)('in %s: a 429 (too many requests)', async (language, reason) => {
    const panel = await refusedWith(language, 429, 'Rate limit exceeded, retry in 1 minute');
    expect(panel.textContent).toContain(reason);
    expect(panel.textContent).not.toContain('Rate limit');
  });

  it('a 5xx says the panel’s title alone (no server text, no refusal text)', async () => {
    const panel = await refusedWith('tr', 503, 'Service Unavailable');
    expect(panel.textContent).toContain('Paketler yüklenemedi');
    expect(panel.textContent).not.toContain('Service Unavailable');
    expect(panel.textContent).not.toContain('Bu arama yapılamadı');
  });
});
