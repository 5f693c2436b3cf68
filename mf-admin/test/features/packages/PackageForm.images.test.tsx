// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { packagesAdminApi } from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { PackageForm } from '../../../src/features/packages/PackageForm';
import { TOO_LONG_IMAGE, imageLines, renderAdmin, switchLanguage } from '../../helpers';
import { day, packageAdmin } from './fixtures';
import { setUpPackageFormTests } from './package-form-setup';

const PACKAGE = packageAdmin({ duration: 1, itinerary: [day(1, 'Uzungöl')], updatedAt: '2026-01-01T00:00:00.000Z' });

const list = (count: number) => imageLines(count, 'packages');

const images = () => screen.getByTestId('package-images') as HTMLTextAreaElement;
const renderForm = () =>
  renderAdmin(
    <ToastProvider>
      <PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={vi.fn()} />
    </ToastProvider>,
  );

/** Types `value` into the images box, saves, and expects it refused there with `message`, focused, nothing sent. */
async function expectRefused(value: string, message: string) {
  const update = vi.spyOn(packagesAdminApi, 'update').mockResolvedValue(PACKAGE);
  renderForm();
  fireEvent.change(images(), { target: { value } });
  fireEvent.submit(screen.getByTestId('package-form'));

  const error = await screen.findByText(message);
  expect(images().getAttribute('aria-invalid')).toBe('true');
  expect(images().getAttribute('aria-describedby')).toContain(error.id);
  await waitFor(() => expect(document.activeElement).toBe(images()));
  expect(update).not.toHaveBeenCalled();
}

setUpPackageFormTests();

describe('the package form’s images, checked as the API checks them', () => {
  it.each([
    ['en', 'At most 30 images: remove 2.'],
    ['tr', 'En fazla 30 görsel eklenebilir: 2 tanesini kaldırın.'],
    ['ar', 'الحد الأقصى للصور هو 30: احذف 2 منها.'],
  ] as const)('refuses a 31st and 32nd image at the field, in the admin language (%s)', async (language, message) => {
    await switchLanguage(language);
    await expectRefused(list(32), message);
  });

  it('names the line whose address is too long', async () => {
    await expectRefused(`${list(2)}\n${TOO_LONG_IMAGE}`, 'The image address on line 3 is too long: use at most 2048 characters.');
  });

  it('sends 30 images', async () => {
    const update = vi.spyOn(packagesAdminApi, 'update').mockResolvedValue(PACKAGE);
    renderForm();
    fireEvent.change(images(), { target: { value: list(30) } });
    fireEvent.submit(screen.getByTestId('package-form'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].images).toHaveLength(30);
  });
});
