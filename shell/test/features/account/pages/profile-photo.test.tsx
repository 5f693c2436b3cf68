// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@trabzon/api-client';
import { i18n } from '@trabzon/i18n';
import { ProfilePage } from '../../../../src/features/account/pages/ProfilePage';
import { registerAccountTranslations } from '../../../../src/features/account/i18n';
import { apiRefusal } from '../../../helpers/api-refusal';
import { startI18n } from '../../../helpers/i18n';
import { accountUser, renderAt, resetAccountPage, signInAs } from '../../../helpers/account';

const ME = accountUser();
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const BAD_IMAGE = 'profileImage must be a site path, an https URL or a PNG, JPEG or WebP image of at most 300 KB';

async function pickPhoto(file: File) {
  renderAt(<ProfilePage />, '/profile', '/profile');
  const picker = await screen.findByLabelText('Profil fotoğrafı');
  fireEvent.change(picker, { target: { files: [file] } });
  return picker;
}

beforeAll(() => startI18n(registerAccountTranslations));
beforeEach(async () => {
  signInAs(ME);
  await i18n.changeLanguage('tr');
});
afterEach(async () => {
  resetAccountPage();
  await i18n.changeLanguage('en');
});

describe('/profile: a photo is checked by its content, and the API’s refusal of one is worded (tr)', () => {
  it('a text file renamed fake.png is refused when picked, in Turkish, and never shown or sent', async () => {
    const update = vi.spyOn(authApi, 'updateProfile').mockResolvedValue({ user: ME });
    await pickPhoto(new File(['just some text, not a picture'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('Lütfen PNG, JPEG veya WebP bir görsel seçin.')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[0].profileImage).toBeNull();
  });

  it('a real PNG is taken (as a PNG, whatever type the file claims); the API’s "profileImage must be …" comes in Turkish', async () => {
    const update = vi.spyOn(authApi, 'updateProfile').mockRejectedValue(apiRefusal(400, BAD_IMAGE));
    await pickPhoto(new File([PNG_BYTES], 'photo.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    fireEvent.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect((await screen.findByTestId('profile-message')).textContent).toBe(i18n.t('account:profile.imageInvalid', { lng: 'tr' }));
    expect(update.mock.calls[0]?.[0].profileImage).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByText(BAD_IMAGE)).toBeNull();
  });
});

describe('/profile: removing the photo', () => {
  it('keeps the keyboard’s place: the focus goes to the photo picker, not to the page', async () => {
    const picker = await pickPhoto(new File([PNG_BYTES], 'photo.png', { type: 'image/png' }));
    const remove = await screen.findByRole('button', { name: 'Fotoğrafı kaldır' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Fotoğrafı kaldır' })).toBeNull());
    expect(document.querySelector('img')).toBeNull();
    expect(document.activeElement).toBe(picker);
  });
});
