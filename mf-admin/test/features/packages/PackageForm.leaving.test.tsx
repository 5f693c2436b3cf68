// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi, destinationsApi } from '@trabzon/api-client';
import { Link, Route, Routes } from '@trabzon/router';
import { ConfirmProvider } from '../../../src/components/ConfirmDialog';
import { PackageForm } from '../../../src/features/packages/PackageForm';
import { renderAdmin, startI18n } from '../../helpers';
import { packageAdmin, day } from './fixtures';

const PACKAGE = packageAdmin({
  name: { en: 'Black Sea Highlands', tr: 'Karadeniz Yaylaları', ar: '' },
  itinerary: [day(1, 'Uzungöl', 'The lake')],
});

/** The package form in the admin frame: a sidebar link to another page, and the one confirm dialog. */
function renderEditor(onCancel = vi.fn()) {
  renderAdmin(
    <ConfirmProvider>
      <Link to="/admin/users">Users</Link>
      <Routes>
        <Route path="/admin/packages/p1" element={<PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={onCancel} />} />
        <Route path="/admin/users" element={<p>Users page</p>} />
      </Routes>
    </ConfirmProvider>,
    '/admin/packages/p1',
  );
  return onCancel;
}

const editActivities = () => fireEvent.change(screen.getByTestId('package-activities-en'), { target: { value: 'Boat trip' } });
const cancelButton = () => screen.getByRole('button', { name: 'Cancel' });

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [], total: 0, page: 1, limit: 20 } as never);
  vi.spyOn(adminApi.hotels, 'adminList').mockResolvedValue([] as never);
  vi.spyOn(adminApi.destinations, 'list').mockResolvedValue({ results: [], total: 0, page: 1, limit: 20 } as never);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the package editor asks before unsaved edits are left behind', () => {
  it('a link to another page: keeping the edits stays, discarding them leaves', async () => {
    renderEditor();
    editActivities();
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    await waitFor(() => expect(dialog.textContent).toContain('Discard your changes?'));
    expect(dialog.textContent).toContain('Your changes to the package have not been saved.');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect(screen.queryByText('Users page')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    expect(await screen.findByText('Users page')).toBeTruthy();
  });

  it('Cancel asks the same, and leaves only when the admin discards', async () => {
    const onCancel = renderEditor();
    editActivities();
    fireEvent.click(cancelButton());
    fireEvent.click(await screen.findByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();

    fireEvent.click(cancelButton());
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });

  it('without edits, the link and Cancel go at once', async () => {
    const onCancel = renderEditor();
    fireEvent.click(cancelButton());
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('confirm-accept')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByText('Users page')).toBeTruthy();
  });
});
