// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from '@trabzon/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from '../../src/layout/AdminLayout';
import { renderAdmin, startI18n } from '../helpers';

vi.mock('../../src/layout/useAdminProfile', () => ({ useAdminProfile: () => 'admin' }));

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

beforeAll(startI18n);
afterEach(cleanup);

describe('AdminLayout', () => {
  it('starts with a "Skip to content" link that moves the focus past the top bar and the menu to the screen', () => {
    renderAdmin(
      <AdminLayout>
        <h1>Bookings</h1>
      </AdminLayout>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(screen.getByTestId('admin-layout').querySelector(FOCUSABLE)).toBe(skip);

    const content = screen.getByTestId('admin-content');
    expect(skip.getAttribute('href')).toBe(`#${content.id}`);
    expect(content.tabIndex).toBe(-1);
    expect(content.contains(screen.getByRole('heading', { name: 'Bookings' }))).toBe(true);
    // The shell's <main> holds the whole back office: no second main inside it.
    expect(content.tagName).not.toBe('MAIN');

    skip.focus();
    fireEvent.click(skip);
    expect(document.activeElement).toBe(content);
  });

  it('a menu link moves the focus to the new screen’s heading, not leaving it on the link', async () => {
    renderAdmin(
      <AdminLayout>
        <Routes>
          <Route path="/admin" element={<h1>Dashboard</h1>} />
          <Route path="/admin/bookings" element={<h1>Bookings</h1>} />
        </Routes>
      </AdminLayout>,
    );
    const link = screen.getByTestId('admin-nav-admin-bookings');
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { name: 'Bookings' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
