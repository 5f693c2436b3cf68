// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { packagesAdminApi, type PackageAdmin } from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { PackageForm } from '../../../src/features/packages/PackageForm';
import { apiRefusal, renderAdmin, switchLanguage } from '../../helpers';
import { packageAdmin, day } from './fixtures';
import { setUpPackageFormTests } from './package-form-setup';

/** A two-day package, as the QA round's steps edit it. */
const PACKAGE = packageAdmin({
  description: { en: 'Two days up high', tr: '', ar: '' },
  duration: 2,
  images: ['/images/packages/uzungol.webp'],
  itinerary: [day(1, 'A'), day(2, 'B')],
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const form = () => screen.getByTestId('package-form');
const duration = () => screen.getByTestId('package-duration') as HTMLInputElement;
const images = () => screen.getByTestId('package-images') as HTMLTextAreaElement;
const toastTones = () => screen.queryAllByTestId('toast').map((toast) => toast.dataset.tone);
const renderForm = () =>
  renderAdmin(
    <ToastProvider>
      <PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={vi.fn()} />
    </ToastProvider>,
  );

setUpPackageFormTests();

describe('a refused package save', () => {
  it('is said once, in the form it describes, not in a toast; the next attempt clears it and a success keeps its toast', async () => {
    const update = vi
      .spyOn(packagesAdminApi, 'update')
      .mockRejectedValueOnce(apiRefusal(400, 'Another package already uses this web address'))
      .mockResolvedValueOnce({ ...PACKAGE, updatedAt: '2026-01-02T00:00:00.000Z' } as PackageAdmin);
    renderForm();
    fireEvent.submit(form());

    const alert = await screen.findByTestId('package-form-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Another package already uses this web address');
    expect(form().getAttribute('aria-describedby')).toBe(alert.id);
    expect(toastTones()).toEqual([]);

    fireEvent.submit(form());
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Package saved')).toBeTruthy();
    expect(screen.queryByTestId('package-form-error')).toBeNull();
    expect(form().getAttribute('aria-describedby')).toBeNull();
    expect(toastTones()).toEqual(['success']);
  });

  it('an attempt the form itself stops clears the last refusal too', async () => {
    vi.spyOn(packagesAdminApi, 'update').mockRejectedValueOnce(apiRefusal(400, 'Another package already uses this web address'));
    renderForm();
    fireEvent.submit(form());
    await screen.findByTestId('package-form-error');

    fireEvent.change(screen.getByTestId('package-price'), { target: { value: '-1' } });
    fireEvent.submit(form());
    expect(await screen.findByText('Enter a price from 0.01 to 100,000 with at most two decimals.')).toBeTruthy();
    expect(screen.queryByTestId('package-form-error')).toBeNull();
  });
});

describe('an itinerary longer than the duration', () => {
  it('stops the save on the duration field (marked, focused, said once) instead of sending it', async () => {
    await switchLanguage('tr');
    const update = vi.spyOn(packagesAdminApi, 'update').mockResolvedValue(PACKAGE);
    renderForm();
    fireEvent.change(duration(), { target: { value: '1' } });
    // The live warning while editing.
    expect(within(screen.getByTestId('itinerary-editor')).getByRole('alert').textContent).toBe(
      'Programda paketin süresinden fazla gün var.',
    );
    fireEvent.submit(form());

    expect(await screen.findByText('Programda 2 gün var: süreyi en az 2 yapın ya da gün silin.')).toBeTruthy();
    expect(duration().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(duration());
    // Said once: the field's error replaces the itinerary's warning.
    expect(within(screen.getByTestId('itinerary-editor')).queryByRole('alert')).toBeNull();
    expect(update).not.toHaveBeenCalled();

    // Removing the extra day answers it: the error goes and the save is sent.
    fireEvent.click(screen.getByRole('button', { name: '2. günü kaldır' }));
    await waitFor(() => expect(duration().getAttribute('aria-invalid')).toBeNull());
    fireEvent.submit(form());
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({ duration: 1, itinerary: [{ day: 1 }] });
  });
});

describe('image lines', () => {
  it.each([
    ['en', 'The image on line 3 is not valid: use a path starting with /images/ (without ..) or an address starting with https://.'],
    ['tr', '3. satırdaki görsel yolu geçersiz: /images/ ile başlayan (.. içermeyen) bir yol ya da https:// ile başlayan bir adres yazın.'],
    ['ar', 'مسار الصورة في السطر 3 غير صالح: استخدم مساراً يبدأ بـ /images/ (ولا يحوي ..) أو عنواناً يبدأ بـ https://.'],
  ] as const)(
    'a bad line is named (from 1) in the admin language (%s), the field marked and focused, nothing sent',
    async (language, message) => {
      await switchLanguage(language);
      const update = vi.spyOn(packagesAdminApi, 'update').mockResolvedValue(PACKAGE);
      renderForm();
      fireEvent.change(images(), { target: { value: '/images/a.webp\nhttps://cdn.example/b.png\njavascript:alert(1)' } });
      fireEvent.submit(form());

      expect(await screen.findByText(message)).toBeTruthy();
      expect(images().getAttribute('aria-invalid')).toBe('true');
      expect(images().getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
      expect(document.activeElement).toBe(images());
      expect(update).not.toHaveBeenCalled();
    },
  );
});
