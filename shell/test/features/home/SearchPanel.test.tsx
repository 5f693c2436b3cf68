// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinationsApi } from '@trabzon/api-client';
import { MemoryRouter, Route, Routes, useNavigate } from '@trabzon/router';
import { AppProviders, queryClient } from '@trabzon/ui';
import { SearchPanel } from '../../../src/features/home/components/SearchPanel';
import { registerHomeTranslations } from '../../../src/features/home/i18n';
import { startI18n } from '../../helpers/i18n';

let navigateTo: ReturnType<typeof useNavigate> = () => undefined;
function CaptureNavigate() {
  navigateTo = useNavigate();
  return null;
}

beforeAll(() => startI18n(registerHomeTranslations));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('home search panel', () => {
  it('is as it was sent when the browser comes Back from the list it opened', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0 } as never);
    queryClient.clear();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/']}>
          <CaptureNavigate />
          <Routes>
            <Route path="/" element={<SearchPanel />} />
            <Route path="/hotels" element={<p>Hotels list</p>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Hotels list')).toBeTruthy();

    await act(async () => {
      await navigateTo(-1);
    });
    expect((screen.getByLabelText('Guests') as HTMLSelectElement).value).toBe('3');
  });
});
