// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GENERAL_MESSAGES } from '@trabzon/contracts/validation';
import { renderWithProviders, startI18n } from '../../render';
import { RESULTS } from '../../fixtures';

function refused(message: string) {
  const data = { statusCode: 400, message };
  const response = { status: 400, data, headers: {}, statusText: '', config: {} } as unknown as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, response);
}

const api = vi.hoisted(() => ({ search: vi.fn(), quote: vi.fn() }));

vi.mock('../../../src/components/map/LeafletMap', () => import('../../fake-leaflet-map'));
vi.mock('@trabzon/api-client', async (original) =>
  (await import('../../fixtures')).mockApiClient(original, { search: api.search }, { quote: api.quote }),
);

const { CarTransfersScreen } = await import('../../../src/features/search/CarTransfersScreen');

beforeAll(() => startI18n('ar'));
afterEach(() => {
  cleanup();
  api.search.mockReset();
  api.quote.mockReset();
});

describe('/car-transfers in Arabic: a rental refused for a date that is no day', () => {
  it('asks to change the dates, and names the format in Arabic words as the date fields do', async () => {
    api.search.mockResolvedValue(RESULTS);
    api.quote.mockRejectedValue(refused(GENERAL_MESSAGES.badDate));
    renderWithProviders(<CarTransfersScreen />);
    fireEvent.click(screen.getByTestId('car-search-submit'));
    fireEvent.click(await screen.findByRole('button', { name: /Dacia Duster/ }));
    const panel = await screen.findByTestId('error-panel');
    expect(within(panel).getByRole('heading').textContent).toBe('يرجى تغيير التواريخ');
    expect(within(panel).getByRole('heading').nextElementSibling?.textContent).toBe(
      'يرجى إدخال تاريخ صالح بالصيغة سنة-شهر-يوم (YYYY-MM-DD)',
    );
    expect(screen.queryByText('لم يعد هذا الاختيار متاحاً للحجز')).toBeNull();
  });
});
