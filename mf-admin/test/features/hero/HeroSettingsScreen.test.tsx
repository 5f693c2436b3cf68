// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { homepageApi } from '@trabzon/api-client';
import { Link, Route, Routes } from '@trabzon/router';
import { ConfirmProvider } from '../../../src/components/ConfirmDialog';
import { HeroSettingsScreen } from '../../../src/features/hero/HeroSettingsScreen';
import { AdminHeader } from '../../../src/layout/AdminHeader';
import { authApi } from '@trabzon/api-client';
import { useSessionStore } from '@trabzon/stores';
import { i18n } from '@trabzon/i18n';
import { renderAdmin, startI18n, switchLanguage } from '../../helpers';

const slide = (name: string) => ({ url: `/images/${name}.jpg`, title: { en: name }, subtitle: { en: '' }, action: null });

/** The hero screen in the admin frame: a sidebar link to another page, and the one confirm dialog. */
function renderHero() {
  renderAdmin(
    <ConfirmProvider>
      <AdminHeader sidebarId="menu" sidebarOpen onToggleSidebar={() => undefined} />
      <Link to="/admin/users">Users</Link>
      <Routes>
        <Route path="/admin/hero-settings" element={<HeroSettingsScreen />} />
        <Route path="/admin/users" element={<p>Users page</p>} />
      </Routes>
    </ConfirmProvider>,
    '/admin/hero-settings',
  );
}

const removeButtons = () => screen.getAllByTestId('hero-slide-remove');

beforeAll(startI18n);
beforeEach(() => {
  vi.spyOn(homepageApi, 'getAdmin').mockResolvedValue({ heroSlideshow: [slide('sea'), slide('tea'), slide('lake')] } as never);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('Hero Slideshow: unsaved slide changes are not lost by leaving the page', () => {
  it('goes to another page at once when nothing changed', async () => {
    renderHero();
    await screen.findAllByTestId('hero-slide');
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByText('Users page')).toBeTruthy();
    expect(screen.queryByTestId('confirm-dialog')?.hasAttribute('open') ?? false).toBe(false);
  });

  it('asks "Discard your changes?" after a slide was moved: keeping them stays, discarding leaves', async () => {
    renderHero();
    await screen.findAllByTestId('hero-slide');
    fireEvent.click(screen.getByRole('button', { name: 'Move slide 2 up' }));
    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Discard your changes?');
    expect(dialog.textContent).toContain('Your changes to the slides have not been saved.');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect(screen.queryByText('Users page')).toBeNull();
    expect((screen.getAllByTestId('hero-slide-url')[0] as HTMLInputElement).value).toBe('/images/tea.jpg');

    fireEvent.click(screen.getByRole('link', { name: 'Users' }));
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    expect(await screen.findByText('Users page')).toBeTruthy();
  });
});

describe('Hero Slideshow: removing a slide keeps the keyboard focus on the list', () => {
  it('moves focus to the next slide’s ✕, the previous one’s for the last slide, then to "Add a slide"', async () => {
    renderHero();
    await screen.findAllByTestId('hero-slide');
    removeButtons()[0]!.focus();
    fireEvent.click(removeButtons()[0]!);
    await waitFor(() => expect(removeButtons()).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(removeButtons()[0]));
    expect((screen.getAllByTestId('hero-slide-url')[0] as HTMLInputElement).value).toBe('/images/tea.jpg');

    removeButtons()[1]!.focus();
    fireEvent.click(removeButtons()[1]!);
    await waitFor(() => expect(removeButtons()).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(removeButtons()[0]));

    fireEvent.click(removeButtons()[0]!);
    await waitFor(() => expect(screen.queryAllByTestId('hero-slide-remove')).toHaveLength(0));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('hero-slide-add')));
    expect(screen.getAllByText('No slides: the home page shows the default image.').length).toBeGreaterThan(0);
  });
});

describe('Hero Slideshow: adding a slide moves the keyboard focus to it', () => {
  it('focuses the new slide’s image field', async () => {
    renderHero();
    await screen.findAllByTestId('hero-slide');
    const add = screen.getByTestId('hero-slide-add');
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByTestId('hero-slide-url')[3]));
  });

  // "Add a slide" is disabled at the tenth: had it kept the focus, the browser dropped it to <body>.
  it.each([
    ['en', 'At most 10 slides.'],
    ['tr', 'En fazla 10 slayt.'],
    ['ar', '10 شرائح على الأكثر.'],
  ] as const)('the tenth slide takes the focus from the button it disables, which then says why (%s)', async (language, reason) => {
    await switchLanguage(language);
    vi.spyOn(homepageApi, 'getAdmin').mockResolvedValue({
      heroSlideshow: Array.from({ length: 9 }, (_, i) => slide(`s${i}`)),
    } as never);
    renderHero();
    await waitFor(() => expect(screen.getAllByTestId('hero-slide')).toHaveLength(9), { timeout: 5000 });
    const add = screen.getByTestId('hero-slide-add') as HTMLButtonElement;
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByTestId('hero-slide-url')[9]), { timeout: 5000 });
    expect(add.disabled).toBe(true);
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
  });
});

describe('Hero Slideshow: Log out with unsaved slide changes', () => {
  it('asks "Discard your changes?" first: keeping them stays signed in, discarding signs out', async () => {
    const user = { _id: 'a1', name: 'Boss', email: 'boss@example.com', role: 'admin' as const };
    useSessionStore.getState().signIn({ token: 't', role: 'admin', name: user.name, user });
    const logout = vi.spyOn(authApi, 'logout').mockResolvedValue(undefined as never);
    renderHero();
    await screen.findAllByTestId('hero-slide');
    fireEvent.click(screen.getByRole('button', { name: 'Move slide 2 up' }));
    fireEvent.click(screen.getByTestId('admin-logout'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Discard your changes?');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
    expect(logout).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('t');

    fireEvent.click(screen.getByTestId('admin-logout'));
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe('Hero Slideshow: a new slide is checked when saved', () => {
  it('leaving its empty image field says nothing yet (Save stays where the pointer is); Save then shows the error', async () => {
    const save = vi.spyOn(homepageApi, 'update');
    renderHero();
    await screen.findAllByTestId('hero-slide');
    fireEvent.click(screen.getByRole('button', { name: 'Add a slide' }));
    const added = screen.getAllByTestId('hero-slide-url').at(-1) as HTMLInputElement;
    fireEvent.focus(added);
    fireEvent.blur(added);
    await act(async () => undefined);
    expect(added.getAttribute('aria-invalid')).not.toBe('true');

    fireEvent.click(screen.getByTestId('hero-save'));
    await waitFor(() => expect(added.getAttribute('aria-invalid')).toBe('true'));
    expect(save).not.toHaveBeenCalled();
  });
});

describe('Hero Slideshow: a slide image is a picture of the site (under /images/) or an https address', () => {
  // "/hotels" is a page: saved as a slide's image, the home page showed a broken image.
  it.each([
    ['en', 'Enter an image path starting with /images/ or an https URL.'],
    ['tr', '/images/ ile başlayan bir görsel yolu veya https adresi girin.'],
    ['ar', 'أدخل مسار صورة يبدأ بـ /images/ أو رابط https.'],
  ] as const)('refuses "/hotels" under the field and sends nothing (%s)', async (language, message) => {
    await switchLanguage(language);
    const update = vi.spyOn(homepageApi, 'update');
    renderHero();
    await screen.findAllByTestId('hero-slide');
    const url = screen.getAllByTestId('hero-slide-url')[0] as HTMLInputElement;
    fireEvent.change(url, { target: { value: '/hotels' } });
    fireEvent.click(screen.getByTestId('hero-save'));
    const error = await screen.findByText(message);
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')).toBe(error.id);
    expect(update).not.toHaveBeenCalled();
  });
});

describe('Hero Slideshow: moving a slide keeps the keyboard focus on it', () => {
  const urls = () => screen.getAllByTestId('hero-slide-url').map((input) => (input as HTMLInputElement).value);
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

  it('to the first place: its ↑ stays focused, aria-disabled (not disabled), and a press on it moves nothing', async () => {
    renderHero();
    await screen.findAllByTestId('hero-slide');
    button('Move slide 2 up').focus();
    fireEvent.click(button('Move slide 2 up'));
    await waitFor(() => expect(urls()).toEqual(['/images/tea.jpg', '/images/sea.jpg', '/images/lake.jpg']));
    const first = button('Move slide 1 up');
    expect(first.disabled).toBe(false);
    expect(first.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(first));

    fireEvent.click(first);
    await act(async () => undefined);
    expect(urls()).toEqual(['/images/tea.jpg', '/images/sea.jpg', '/images/lake.jpg']);
    expect(document.activeElement).toBe(first);
    expect(button('Move slide 2 up').getAttribute('aria-disabled')).toBeNull();
  });

  it('to the last place: the focus follows it to its ↓, aria-disabled there', async () => {
    renderHero();
    await screen.findAllByTestId('hero-slide');
    button('Move slide 2 down').focus();
    fireEvent.click(button('Move slide 2 down'));
    await waitFor(() => expect(urls()).toEqual(['/images/sea.jpg', '/images/lake.jpg', '/images/tea.jpg']));
    const last = button('Move slide 3 down');
    expect(last.disabled).toBe(false);
    expect(last.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(last));
  });

  it('in the middle: the focus follows the moved slide to its new place', async () => {
    renderHero();
    await screen.findAllByTestId('hero-slide');
    button('Move slide 1 down').focus();
    fireEvent.click(button('Move slide 1 down'));
    await waitFor(() => expect(urls()).toEqual(['/images/tea.jpg', '/images/sea.jpg', '/images/lake.jpg']));
    await waitFor(() => expect(document.activeElement).toBe(button('Move slide 2 down')));
  });
});

describe('Hero Slideshow: the screen is titled as the sidebar names it', () => {
  it.each([
    ['en', 'Hero Slideshow'],
    ['tr', 'Ana sayfa slayt gösterisi'],
    ['ar', 'عرض الشرائح الرئيسي'],
  ] as const)('%s: "%s", in the heading and the menu', async (language, title) => {
    await switchLanguage(language);
    renderHero();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
    expect(i18n.t('admin:screens.heroSettings')).toBe(title);
  });
});
