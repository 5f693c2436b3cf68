// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinationsAdminApi, destinationsApi } from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { ADMIN_REFUSALS } from '@trabzon/contracts/admin-refusals';
import { fillTemplate } from '@trabzon/contracts/templates';
import { ConfirmProvider } from '../../../src/components/ConfirmDialog';
import { DestinationsScreen } from '../../../src/features/destinations/DestinationsScreen';
import { apiRefusal, renderAdmin, startI18n, switchLanguage } from '../../helpers';

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
/** The API's refusal, as it fills it in: Trabzon's listings of each kind. */
const HAS_LISTINGS = fillTemplate(ADMIN_REFUSALS.destinationHasListings, { hotels: 4, restaurants: 6, packages: 2 });
/** The numbers of a refusal sit in left-to-right isolates (serverMessage): read them plain. */
const plain = (text: string) => text.replace(/[\u2066\u2069]/g, '');

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

/** Deletes Trabzon from the list, confirming; the API refuses while it has listings. */
async function deleteTrabzon() {
  vi.spyOn(destinationsApi, 'list').mockResolvedValue({ results: [TRABZON], total: 1 } as never);
  vi.spyOn(destinationsAdminApi, 'remove').mockRejectedValue(apiRefusal(409, HAS_LISTINGS));
  renderAdmin(
    <ToastProvider>
      <ConfirmProvider>
        <DestinationsScreen />
      </ConfirmProvider>
    </ToastProvider>,
    '/admin/destinations',
  );
  fireEvent.click(await screen.findByTestId('destination-delete'));
  const dialog = await screen.findByTestId('confirm-dialog');
  const asked = dialog.textContent ?? '';
  fireEvent.click(screen.getByTestId('confirm-accept'));
  await waitFor(() => expect(destinationsAdminApi.remove).toHaveBeenCalledWith('d1'));
  const toast = await screen.findByTestId('toast');
  return { asked, refused: plain(toast.textContent ?? '') };
}

describe('deleting a destination that still has listings', () => {
  it('says why in Turkish on a Turkish page, with the count of each kind', async () => {
    await switchLanguage('tr');
    const { refused } = await deleteTrabzon();
    expect(refused).toContain(
      'Destinasyon silinemedi: Bu destinasyonun hâlâ ilanları var (oteller: 4, restoranlar: 6, paketler: 2); önce onları taşıyın ya da silin',
    );
    expect(refused).not.toMatch(/still has listings/);
  });

  it('says why in Arabic on an Arabic page, with the count of each kind', async () => {
    await switchLanguage('ar');
    const { refused } = await deleteTrabzon();
    expect(refused).toContain('لا تزال لهذه الوجهة قوائم (الفنادق: 4، المطاعم: 6، الباقات: 2)؛ انقلها أو احذفها أولًا');
  });

  it('says it in English, as the API does', async () => {
    const { refused } = await deleteTrabzon();
    expect(refused).toContain(`Failed to delete the destination: ${HAS_LISTINGS}`);
  });

  it('warns beforehand of every kind of listing that blocks the deletion, restaurants included', async () => {
    expect((await deleteTrabzon()).asked).toContain('hotels, restaurants or packages (inactive ones too)');
  });

  it('warns of them in Turkish too', async () => {
    await switchLanguage('tr');
    expect((await deleteTrabzon()).asked).toContain('Oteli, restoranı veya paketi (pasif olanlar dahil)');
  });
});
