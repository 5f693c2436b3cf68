// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinationsAdminApi, destinationsApi, type DestinationAdmin } from '@trabzon/api-client';
import { DestinationsScreen } from '../../../src/features/destinations/DestinationsScreen';
import { renderAdmin, startI18n, editConflict } from '../../helpers';

const LISTED = {
  _id: 'd1',
  slug: 'uzungol',
  name: 'Uzungöl',
  country: 'Turkey',
  description: '',
  image: null,
  propertyCount: 0,
  featured: false,
  popular: false,
  coordinates: null,
};
const DESTINATION = {
  ...LISTED,
  name: { en: 'Uzungöl' },
  country: { en: 'Turkey' },
  description: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as DestinationAdmin;
/** What another staff member saved meanwhile. */
const THEIRS = { ...DESTINATION, name: { en: 'Uzungöl Lake' }, updatedAt: '2026-01-02T00:00:00.000Z' } as DestinationAdmin;

const name = () => screen.getByTestId('destination-name-en') as HTMLInputElement;

beforeAll(startI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('two staff members editing the same destination', () => {
  it('sends the version it loaded; refused, it keeps what was typed and offers to reload theirs', async () => {
    vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [LISTED], total: 1 } as never);
    const get = vi.spyOn(destinationsAdminApi, 'get').mockResolvedValueOnce(DESTINATION).mockResolvedValueOnce(THEIRS);
    const update = vi.spyOn(destinationsAdminApi, 'update').mockRejectedValue(editConflict());
    renderAdmin(<DestinationsScreen />, '/admin/destinations');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit \u2068Uzungöl\u2069' }));
    await waitFor(() => expect(name().value).toBe('Uzungöl'));
    fireEvent.change(name(), { target: { value: 'Uzungöl Plateau' } });
    fireEvent.click(screen.getByTestId('destination-save'));

    const notice = await screen.findByTestId('edit-conflict');
    expect(update.mock.calls[0]![1]).toMatchObject({ expectedUpdatedAt: DESTINATION.updatedAt });
    expect(notice.textContent).toContain(
      'Someone else saved this destination after you opened it. Your changes are still in the form. Reload to see their version (your changes will be lost).',
    );
    expect(name().value).toBe('Uzungöl Plateau');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(name().value).toBe('Uzungöl Lake'));
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
  });
});
