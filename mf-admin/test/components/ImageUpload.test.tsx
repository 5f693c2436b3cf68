// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadsApi } from '@trabzon/api-client';
import { ImageUpload } from '../../src/components/ImageUpload';
import { apiRefusal, renderAdmin, startI18n, switchLanguage } from '../helpers';

/** Renders the upload and picks `file` in its (hidden) file input. */
function choose(file: File) {
  renderAdmin(<ImageUpload label="Upload" onUploaded={vi.fn()} testId="upload-input" />);
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });
}

const png = () => new File(['png'], 'sea.png', { type: 'image/png' });

/** The refusal shown under the button, tied to it. */
async function expectRefusal(text: string) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(text);
  expect(screen.getByRole('button').getAttribute('aria-describedby')).toBe(alert.id);
}

beforeAll(startI18n);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

// The API refuses an upload in English (its uploads route): the page says it in its own language.
describe('an image the API refuses is explained in the page’s language', () => {
  it.each([
    ['en', 'The image is larger than 5 MB'],
    ['tr', 'Görsel 5 MB’tan büyük'],
    ['ar', 'حجم الصورة أكبر من 5 ميغابايت'],
  ] as const)('too large (413) (%s)', async (language, text) => {
    await switchLanguage(language);
    vi.spyOn(uploadsApi, 'image').mockRejectedValue(apiRefusal(413, 'The image is larger than 5 MB'));
    choose(png());
    await expectRefusal(text);
  });

  it.each([
    ['en', 'Only JPEG, PNG or WebP images are accepted'],
    ['tr', 'Yalnızca JPEG, PNG veya WebP görseller kabul edilir'],
    ['ar', 'تُقبل صور JPEG أو PNG أو WebP فقط'],
  ] as const)('not an image by its content (%s)', async (language, text) => {
    await switchLanguage(language);
    vi.spyOn(uploadsApi, 'image').mockRejectedValue(apiRefusal(400, 'Only JPEG, PNG or WebP images are accepted'));
    choose(png());
    await expectRefusal(text);
  });

  it.each([
    ['en', 'The image has too many pixels: use one of at most 40 megapixels'],
    ['tr', 'Görselin piksel sayısı çok fazla: en fazla 40 megapiksellik bir görsel kullanın'],
    ['ar', 'عدد بكسلات الصورة كبير جداً: استخدم صورة لا تتجاوز 40 ميغابكسل'],
  ] as const)('too many pixels (%s)', async (language, text) => {
    await switchLanguage(language);
    vi.spyOn(uploadsApi, 'image').mockRejectedValue(apiRefusal(400, 'The image is too large (at most 40 megapixels)'));
    choose(png());
    await expectRefusal(text);
  });

  it.each([
    'Please choose an image file to upload',
    'Send the image as multipart/form-data in a field named "file"',
    'The upload could not be read: send one image as multipart/form-data in a field named "file"',
  ])('an upload it cannot read: %s', async (message) => {
    await switchLanguage('tr');
    vi.spyOn(uploadsApi, 'image').mockRejectedValue(apiRefusal(400, message));
    choose(png());
    await expectRefusal('Dosya okunamadı: lütfen görseli yeniden seçin');
  });

  it('no answer at all', async () => {
    await switchLanguage('ar');
    vi.spyOn(uploadsApi, 'image').mockRejectedValue(new Error('Network Error'));
    choose(png());
    // The error's own (English) words are not the API's: the page's text is shown.
    await expectRefusal('تعذّر رفع الصورة');
  });
});

describe('an image the browser refuses before sending is explained in the page’s language', () => {
  it.each([
    ['en', 'Only JPEG, PNG or WebP images are accepted'],
    ['tr', 'Yalnızca JPEG, PNG veya WebP görseller kabul edilir'],
    ['ar', 'تُقبل صور JPEG أو PNG أو WebP فقط'],
  ] as const)('not a JPEG, PNG or WebP (%s)', async (language, text) => {
    await switchLanguage(language);
    const upload = vi.spyOn(uploadsApi, 'image');
    choose(new File(['gif'], 'sea.gif', { type: 'image/gif' }));
    await expectRefusal(text);
    expect(upload).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'The image is larger than 5 MB'],
    ['tr', 'Görsel 5 MB’tan büyük'],
    ['ar', 'حجم الصورة أكبر من 5 ميغابايت'],
  ] as const)('over 5 MB (%s)', async (language, text) => {
    await switchLanguage(language);
    const upload = vi.spyOn(uploadsApi, 'image');
    const file = png();
    Object.defineProperty(file, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(file);
    await expectRefusal(text);
    expect(upload).not.toHaveBeenCalled();
  });
});
