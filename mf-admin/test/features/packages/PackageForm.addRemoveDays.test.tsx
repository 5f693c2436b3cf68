// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@trabzon/ui';
import { PackageForm } from '../../../src/features/packages/PackageForm';
import { renderAdmin, switchLanguage } from '../../helpers';
import { day, packageAdmin } from './fixtures';
import { setUpPackageFormTests } from './package-form-setup';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove day \d+$/ }) as HTMLButtonElement[];
const renderForm = (itinerary: ReturnType<typeof day>[]) =>
  renderAdmin(
    <ToastProvider>
      <PackageForm pkg={packageAdmin({ duration: 60, itinerary })} onSaved={vi.fn()} onCancel={vi.fn()} />
    </ToastProvider>,
  );

setUpPackageFormTests();

describe('removing an itinerary day keeps the keyboard focus in the itinerary', () => {
  // Its ✕ left the page with the day, and the browser dropped the focus to <body>.
  it('goes to the next day’s ✕, the previous one’s for the last day, then to "Add a day"', async () => {
    renderForm([day(1, 'Arrival'), day(2, 'Highlands'), day(3, 'Departure')]);
    button('Remove day 1').focus();
    fireEvent.click(button('Remove day 1'));
    await waitFor(() => expect(removeButtons()).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(button('Remove day 1')));
    expect((screen.getByTestId('day-0-title-en') as HTMLInputElement).value).toBe('Highlands');

    fireEvent.click(button('Remove day 2'));
    await waitFor(() => expect(removeButtons()).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(button('Remove day 1')));

    fireEvent.click(button('Remove day 1'));
    await waitFor(() => expect(removeButtons()).toHaveLength(0));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('itinerary-add')));
  });
});

describe('adding an itinerary day moves the keyboard focus to it', () => {
  it('focuses the new day’s English title', async () => {
    renderForm([day(1, 'Arrival')]);
    const add = screen.getByTestId('itinerary-add');
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('day-1-title-en')), { timeout: 5000 });
  });

  it.each([
    ['en', 'At most 60 days.'],
    ['tr', 'En fazla 60 gün.'],
    ['ar', '60 يومًا على الأكثر.'],
  ] as const)('the 60th day takes the focus from the button it disables, which then says why (%s)', async (language, reason) => {
    await switchLanguage(language);
    renderForm(Array.from({ length: 59 }, (_, i) => day(i + 1, `Day ${i + 1}`)));
    const add = screen.getByTestId('itinerary-add') as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('day-59-title-en')), { timeout: 5000 });
    expect(add.disabled).toBe(true);
    const note = document.getElementById(add.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(reason);
  });
});
