// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { destinationsApi, hotelsApi } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { HotelsListScreen } from '../../../src/features/list/HotelsListScreen';
import { renderAt, startI18n } from '../../helpers';

/** The API's refusal of a check-in more than a year ahead (400, in English). */
const tooFar = new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST', undefined, undefined, {
  status: 400,
  data: { statusCode: 400, message: 'Bookings open at most 365 days ahead' },
  headers: {},
  statusText: '',
  config: {},
} as unknown as AxiosResponse);

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, pages: 1, page: 1 } as never);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await startI18n();
});

describe('/hotels: a search the API refuses (a check-in more than a year ahead)', () => {
  it.each([
    ['en', 'Bookings open at most 365 days ahead.', 'Try again'],
    ['tr', 'Rezervasyonlar en fazla 365 gün öncesinden yapılabilir.', 'Tekrar dene'],
    ['ar', 'يُفتح الحجز قبل 365 يومًا على الأكثر.', 'حاول مرة أخرى'],
  ] as const)('in %s: says why, with no Try again (asking again gets the same refusal)', async (language, reason, tryAgain) => {
    useLocaleStore.getState().setLanguage(language);
    await i18n.changeLanguage(language);
    const list = vi.spyOn(hotelsApi, 'list').mockRejectedValue(tooFar);
    renderAt('/hotels?checkIn=2031-01-01&checkOut=2031-01-05', '/hotels', <HotelsListScreen />);
    const panel = await screen.findByTestId('error-panel');
    // The remote's texts in this language load on their own (one language at a time): the panel says them once they come.
    await waitFor(() => expect(panel.textContent).toContain(reason));
    expect(screen.queryByRole('button', { name: tryAgain })).toBeNull();
    expect(list).toHaveBeenCalledTimes(1);
  });
});
