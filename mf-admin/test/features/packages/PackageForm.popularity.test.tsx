// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@trabzon/ui';
import { PackageForm } from '../../../src/features/packages/PackageForm';
import { renderAdmin, switchLanguage } from '../../helpers';
import { packageAdmin } from './fixtures';
import { setUpPackageFormTests } from './package-form-setup';

setUpPackageFormTests();

describe('the popularity field', () => {
  it.each([
    ['en', 'Enter a whole number from 0 to 1,000,000.'],
    ['tr', '0 ile 1.000.000 arasında bir tam sayı girin.'],
    ['ar', 'أدخل عدداً صحيحاً من 0 إلى 1,000,000.'],
  ] as const)('%s: a number past it is refused with the range said', async (language, message) => {
    await switchLanguage(language);
    renderAdmin(
      <ToastProvider>
        <PackageForm pkg={packageAdmin()} onSaved={vi.fn()} onCancel={vi.fn()} />
      </ToastProvider>,
    );
    const popularity = document.getElementById('package-popularity') as HTMLInputElement;
    fireEvent.change(popularity, { target: { value: '1000001' } });
    fireEvent.blur(popularity);
    const error = await screen.findByText(message);
    expect(popularity.getAttribute('aria-describedby')).toBe(error.id);
  });
});
