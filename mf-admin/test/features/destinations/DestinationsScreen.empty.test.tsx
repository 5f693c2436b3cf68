// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinationsApi } from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { ConfirmProvider } from '../../../src/components/ConfirmDialog';
import { DestinationsScreen } from '../../../src/features/destinations/DestinationsScreen';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

const TRABZON = {
  _id: 'd1',
  slug: 'trabzon',
  name: 'Trabzon',
  country: 'Türkiye',
  description: '',
  image: null,
  propertyCount: 12,
  featured: true,
  popular: true,
  coordinates: null,
};

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

function renderList(results: unknown[]) {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results, total: results.length } as never);
  renderAdmin(
    <ToastProvider>
      <ConfirmProvider>
        <DestinationsScreen />
      </ConfirmProvider>
    </ToastProvider>,
    '/admin/destinations',
  );
}

// QA: a filter matching none of the destinations said "No destinations yet." as if there were none.
describe('Destinations: the empty list says why it is empty', () => {
  it.each([
    ['en', 'No destination matches this filter.'],
    ['tr', 'Bu filtreye uyan destinasyon yok.'],
    ['ar', 'لا توجد وجهة تطابق هذه التصفية.'],
  ] as const)('a filter that matches nothing (%s)', async (language, message) => {
    await switchLanguage(language);
    renderList([TRABZON]);
    await screen.findAllByTestId('admin-destination-row');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('no destination at all', async () => {
    renderList([]);
    expect(await screen.findByText('No destinations yet.')).toBeTruthy();
  });
});
