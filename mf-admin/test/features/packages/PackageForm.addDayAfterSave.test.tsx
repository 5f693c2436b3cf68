// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { packagesAdminApi, type PackageAdmin } from '@trabzon/api-client';
import { ToastProvider } from '@trabzon/ui';
import { PackageForm } from '../../../src/features/packages/PackageForm';
import { renderAdmin } from '../../helpers';
import { day, packageAdmin } from './fixtures';
import { setUpPackageFormTests } from './package-form-setup';

setUpPackageFormTests();

describe('adding an itinerary day just as a save draws the days again', () => {
  // A save draws the days again (the form is reset to what was saved). Pressed in the moment between that
  // drawing and its effects (a slow page: here the first drawing of the test run), the field array's own
  // shouldFocus was forgotten by the check left from that drawing, and the focus stayed on the button.
  // Kept alone in its file, so it is the first form drawn.
  it('focuses the new day’s English title', async () => {
    const saved = packageAdmin({
      duration: 60,
      itinerary: [day(1, 'Arrival'), day(2, 'Highlands')],
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    vi.spyOn(packagesAdminApi, 'update').mockResolvedValue({ ...saved, updatedAt: '2026-01-02T00:00:00.000Z' } as PackageAdmin);
    renderAdmin(
      <ToastProvider>
        <PackageForm pkg={saved} onSaved={vi.fn()} onCancel={vi.fn()} />
      </ToastProvider>,
    );
    const add = screen.getByTestId('itinerary-add');
    const drawnFirst = screen.getByTestId('day-0-title-en');
    let pressed = false;
    // Called as soon as the days are in the page again, before anything else runs.
    const observer = new MutationObserver(() => {
      if (pressed || screen.getByTestId('day-0-title-en') === drawnFirst) return;
      pressed = true;
      observer.disconnect();
      add.focus();
      fireEvent.click(add);
    });
    observer.observe(screen.getByTestId('itinerary-editor'), { childList: true, subtree: true });
    fireEvent.submit(screen.getByTestId('package-form'));

    await waitFor(() => expect(pressed).toBe(true), { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByTestId('itinerary-day')).toHaveLength(3), { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('day-2-title-en')), { timeout: 5000 });
  });
});
