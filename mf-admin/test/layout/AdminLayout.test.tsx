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
    // The content is the page's one <main> (the shell draws none around the back office).
    expect(content).toBe(screen.getByRole('main'));

    skip.focus();
    fireEvent.click(skip);
    expect(document.activeElement).toBe(content);
  });

  it('lays out the page landmarks: the top bar and the menu beside the one <main>, which holds the screen', () => {
    renderAdmin(
      <AdminLayout>
        <h1>Bookings</h1>
      </AdminLayout>,
    );
    const [main, ...more] = screen.getAllByRole('main');
    expect(more).toHaveLength(0);
    expect(main!.contains(screen.getByRole('heading', { name: 'Bookings' }))).toBe(true);
    const topBar = screen.getByTestId('admin-topbar');
    const menu = screen.getByTestId('admin-sidebar');
    expect([topBar.tagName, menu.tagName]).toEqual(['HEADER', 'NAV']);
    expect(topBar.closest('main, article, aside, nav, section')).toBeNull(); // so a banner
    expect(menu.closest('main')).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(`#${main!.id}`);
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

  describe('on a phone, the menu the top bar’s menu button opens', () => {
    /** A 412px-wide screen: the layout's phone media query matches. */
    function onPhone(phone = true) {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({ matches: phone, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as never,
      );
    }
    afterEach(() => vi.restoreAllMocks());

    function openMenu() {
      renderAdmin(
        <AdminLayout>
          <h1>Dashboard</h1>
        </AdminLayout>,
      );
      const button = screen.getByTestId('admin-menu-toggle');
      button.focus();
      fireEvent.click(button);
      return { button, menu: screen.getByTestId('admin-sidebar') };
    }

    it('closes on Escape from one of its links, and the focus goes back to the menu button', () => {
      onPhone();
      const { button, menu } = openMenu();
      expect(menu.getAttribute('data-open')).toBe('true');
      const link = screen.getByTestId('admin-nav-admin-bookings');
      link.focus();

      fireEvent.keyDown(link, { key: 'Escape' });
      expect(menu.getAttribute('data-open')).toBe('false');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(button);
    });

    it('closes on Escape pressed on the menu button itself, which keeps the focus', () => {
      onPhone();
      const { button, menu } = openMenu();
      fireEvent.keyDown(button, { key: 'Escape' });
      expect(menu.getAttribute('data-open')).toBe('false');
      expect(document.activeElement).toBe(button);
    });

    it('leaves a wide screen’s sidebar, part of the page, as it is', () => {
      onPhone(false);
      localStorage.removeItem('admin-sidebar-collapsed');
      renderAdmin(
        <AdminLayout>
          <h1>Dashboard</h1>
        </AdminLayout>,
      );
      const link = screen.getByTestId('admin-nav-admin-bookings');
      link.focus();
      fireEvent.keyDown(link, { key: 'Escape' });
      expect(screen.getByTestId('admin-sidebar').getAttribute('data-open')).toBe('true');
      expect(document.activeElement).toBe(link);
    });
  });
});
