// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { packagesAdminApi } from '@trabzon/api-client';
import { PackagesScreen } from '../../../src/features/packages/PackagesScreen';
import { renderAdmin, switchLanguage } from '../../helpers';
import { packageAdmin } from './fixtures';
import { setUpPackageFormTests } from './package-form-setup';

const listPackages = (results: unknown[]) =>
  vi.spyOn(packagesAdminApi, 'list').mockResolvedValue({ results, total: results.length } as never);

// The same hooks as the form's tests: the admin's texts, no destinations or hotels, English again after each.
setUpPackageFormTests();

describe('PackagesScreen: an empty table says why', () => {
  it.each([
    ['en', 'No package matches this filter.', 'No packages yet.'],
    ['tr', 'Bu filtreye uyan paket yok.', 'Henüz paket yok.'],
    ['ar', 'لا توجد باقة تطابق هذه التصفية.', 'لا توجد باقات بعد.'],
  ] as const)('%s: a filter nothing matches is not an empty catalogue', async (language, noMatch, empty) => {
    await switchLanguage(language);
    listPackages([packageAdmin()]);
    renderAdmin(<PackagesScreen />, '/admin/packages');
    await screen.findAllByTestId('admin-package-row');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(await screen.findByText(noMatch)).toBeTruthy();
    expect(screen.queryByText(empty)).toBeNull();
  });

  it('an empty catalogue still says "No packages yet."', async () => {
    listPackages([]);
    renderAdmin(<PackagesScreen />, '/admin/packages');
    expect(await screen.findByText('No packages yet.')).toBeTruthy();
    expect(screen.queryByText('No package matches this filter.')).toBeNull();
  });
});

describe('PackagesScreen: "New package"', () => {
  it('is a link to the new package page, not underlined (as the other screens’ "New …" buttons)', async () => {
    listPackages([]);
    renderAdmin(<PackagesScreen />, '/admin/packages');
    const add = await screen.findByRole('link', { name: 'New package' });
    expect(add.getAttribute('href')).toBe('/admin/packages/new');
    expect(getComputedStyle(add).textDecorationLine || getComputedStyle(add).textDecoration).toBe('none');
  });
});
