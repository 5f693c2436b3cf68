// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@trabzon/ui';
import { PackageForm } from '../../../src/features/packages/PackageForm';
import { renderAdmin } from '../../helpers';
import { day, packageAdmin } from './fixtures';
import { setUpPackageFormTests } from './package-form-setup';

const PACKAGE = packageAdmin({ duration: 3, itinerary: [day(1, 'Arrival'), day(2, 'Highlands'), day(3, 'Departure')] });

const titles = () => [0, 1, 2].map((i) => (screen.getByTestId(`day-${i}-title-en`) as HTMLInputElement).value);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const renderForm = () =>
  renderAdmin(
    <ToastProvider>
      <PackageForm pkg={PACKAGE} onSaved={vi.fn()} onCancel={vi.fn()} />
    </ToastProvider>,
  );

setUpPackageFormTests();

describe('moving an itinerary day keeps the keyboard focus on it', () => {
  it('to the first place: its ↑ stays focused, aria-disabled (not disabled), and a press on it moves nothing', async () => {
    renderForm();
    button('Move day 2 up').focus();
    fireEvent.click(button('Move day 2 up'));
    await waitFor(() => expect(titles()).toEqual(['Highlands', 'Arrival', 'Departure']));
    const first = button('Move day 1 up');
    expect(first.disabled).toBe(false);
    expect(first.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(first));

    fireEvent.click(first);
    await act(async () => undefined);
    expect(titles()).toEqual(['Highlands', 'Arrival', 'Departure']);
    expect(document.activeElement).toBe(first);
  });

  it('to the last place: the focus follows it to its ↓, aria-disabled there', async () => {
    renderForm();
    button('Move day 2 down').focus();
    fireEvent.click(button('Move day 2 down'));
    await waitFor(() => expect(titles()).toEqual(['Arrival', 'Departure', 'Highlands']));
    const last = button('Move day 3 down');
    expect(last.disabled).toBe(false);
    expect(last.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(last));
    expect(button('Move day 2 down').getAttribute('aria-disabled')).toBeNull();
  });
});
