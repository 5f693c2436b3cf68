// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { packagesAdminApi, type PackageAdmin } from '@trabzon/api-client';
import { PackageForm } from '../../../src/features/packages/PackageForm';
import { renderAdmin, switchLanguage, editConflict } from '../../helpers';
import { packageAdmin } from './fixtures';
import { setUpPackageFormTests } from './package-form-setup';

const PACKAGE = packageAdmin({ updatedAt: '2026-01-01T00:00:00.000Z' });
/** What another staff member saved meanwhile. */
const THEIRS = { ...PACKAGE, price: 500, updatedAt: '2026-01-02T00:00:00.000Z' } as PackageAdmin;

const price = () => screen.getByTestId('package-price') as HTMLInputElement;

setUpPackageFormTests();

describe('two staff members editing the same package', () => {
  it('sends the version it loaded; refused, it keeps what was typed and offers to reload theirs', async () => {
    const update = vi.spyOn(packagesAdminApi, 'update').mockRejectedValue(editConflict());
    const get = vi.spyOn(packagesAdminApi, 'get').mockResolvedValue(THEIRS);
    renderAdmin(<PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(price(), { target: { value: '399' } });
    fireEvent.submit(screen.getByTestId('package-form'));

    const notice = await screen.findByTestId('edit-conflict');
    expect(update.mock.calls[0]![1]).toMatchObject({ price: 399, expectedUpdatedAt: PACKAGE.updatedAt });
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain(
      'Someone else saved this package after you opened it. Your changes are still in the form. Reload to see their version (your changes will be lost).',
    );
    expect(price().value).toBe('399');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(price().value).toBe('500'));
    expect(get).toHaveBeenCalledWith('p1');
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
    // Saved again from their version.
    update.mockResolvedValue({ ...THEIRS, updatedAt: '2026-01-03T00:00:00.000Z' } as PackageAdmin);
    fireEvent.submit(screen.getByTestId('package-form'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]![1]).toMatchObject({ expectedUpdatedAt: THEIRS.updatedAt });
    fireEvent.submit(screen.getByTestId('package-form'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(3));
    expect(update.mock.calls[2]![1]).toMatchObject({ expectedUpdatedAt: '2026-01-03T00:00:00.000Z' });
  });

  it('says it in Turkish on a Turkish page', async () => {
    await switchLanguage('tr');
    vi.spyOn(packagesAdminApi, 'update').mockRejectedValue(editConflict());
    renderAdmin(<PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.submit(screen.getByTestId('package-form'));
    expect((await screen.findByTestId('edit-conflict')).textContent).toContain('Siz açtıktan sonra bu paketi başka biri kaydetti.');
    expect(screen.getByRole('button', { name: 'Yeniden yükle' })).toBeTruthy();
  });
});
