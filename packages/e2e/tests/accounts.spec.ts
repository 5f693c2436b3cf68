/**
 * Accounts in the browser: register, sign in (the /login view and the header's modal), profile,
 * password change, logout, the redirect round trip, the admin guard, the server status indicator
 * with the API really stopped, and "Create Test Users". All in English (`preferred-language`).
 *
 * Logout ends EVERY session of that user on the server (token version), so only users registered
 * by the test itself are ever logged out here; the shared test accounts are only signed in.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures/test';
import { LOGIN_SELECTOR } from '../fixtures/routes';
import { presetStorage, storageItem, watchForBriefText } from '../fixtures/page';
import { ownSite } from '../fixtures/deployed';

const USER = { email: 'user@trabzontravel.test', password: 'User123!', name: 'Test User' };
const ADMIN = { email: 'admin@trabzontravel.test', password: 'Admin123!', name: 'Test Admin' };

test.beforeEach(async ({ context }) => {
  await presetStorage(context, { 'preferred-language': 'en' });
});

/** A fresh, never-used e-mail (per worker and test). */
function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The API's test accounts exist with their documented passwords. */
async function ensureTestUsers(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/auth/create-test-user');
  expect(response.status(), 'create-test-user').toBe(200);
}

async function registerViaApi(request: APIRequestContext, user: { name: string; email: string; password: string }) {
  const response = await request.post('/api/auth/register', { data: user });
  expect(response.status(), `register ${user.email}: ${await response.text()}`).toBe(201);
}

function loginView(page: Page) {
  const view = page.locator(LOGIN_SELECTOR);
  return {
    view,
    email: view.locator('input[name="email"]'),
    password: view.locator('input[name="password"]'),
    remember: view.getByRole('checkbox', { name: 'Remember me' }),
    submit: view.locator('form button[type="submit"]'),
    message: view.getByTestId('login-message'),
    status: view.getByTestId('server-status'),
  };
}

async function signInOnLoginView(page: Page, email: string, password: string): Promise<void> {
  const login = loginView(page);
  await expect(login.view).toBeVisible();
  await login.email.fill(email);
  await login.password.fill(password);
  await Promise.all([watchForBriefText(page, 'login-message', 'Login successful!'), login.submit.click()]);
}

/** The error text tied to an input by aria-describedby (TextField renders `<id>-error`). */
function errorOf(input: Locator): Locator {
  return input.locator('xpath=following-sibling::p[1]');
}

async function openUserMenu(page: Page): Promise<Locator> {
  const panel = page.getByTestId('user-menu-panel');
  if (!(await panel.isVisible())) await page.getByTestId('user-menu').click();
  await expect(panel).toBeVisible();
  return panel;
}

test('register → sign in → edit the profile and the password → log out → sign in with the new password', async ({ page }) => {
  test.slow(); // two 0.5 s and one 1.5 s delays by design, four password hashes
  const email = uniqueEmail('profile');
  const firstPassword = 'FirstPass123';
  const newPassword = 'SecondPass456';

  // Register: all four fields.
  await page.goto('/register');
  const register = page.getByTestId('register-view');
  await register.locator('input[name="name"]').fill('Ayşe Yılmaz');
  await register.locator('input[name="email"]').fill(email);
  await register.locator('input[name="password"]').fill(firstPassword);
  await register.locator('input[name="confirm"]').fill(firstPassword);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register.getByTestId('register-message')).toHaveText('Account created successfully! You can now log in.');

  // After 1.5 s: the sign-in view, with the e-mail kept.
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('email')).toBe(email);
  const login = loginView(page);
  await expect(login.email).toHaveValue(email);
  // It still says the account was made (the register view's message lasted 1.5 s).
  await expect(page.getByTestId('login-message')).toHaveText('Account created successfully! You can now log in.');
  await login.password.fill(firstPassword);
  await Promise.all([watchForBriefText(page, 'login-message', 'Login successful!'), login.submit.click()]);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-menu')).toContainText('Ayşe Yılmaz');
  await expect(page.getByTestId('login-button')).toHaveCount(0);

  // Profile: change the name; the header follows.
  const menu = await openUserMenu(page);
  await expect(menu.getByTestId('user-menu-admin'), 'no Admin Panel link for a user').toHaveCount(0);
  await menu.getByTestId('user-menu-profile').click();
  await expect(page).toHaveURL('/profile');
  const profile = page.getByTestId('profile-page');
  await expect(profile).toBeVisible();
  await expect(profile.locator('input[name="email"]')).toHaveValue(email);
  await expect(profile.locator('input[name="name"]')).toHaveValue('Ayşe Yılmaz');
  await profile.locator('input[name="name"]').fill('Ayşe Demir');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByTestId('profile-message')).toHaveText('Your profile has been updated.');
  await expect(page.getByTestId('user-menu')).toContainText('Ayşe Demir');
  await expect(page.getByTestId('user-menu')).not.toContainText('Yılmaz');
  expect(JSON.parse((await storageItem(page, 'userData')) ?? '{}').name).toBe('Ayşe Demir');

  // Password: a mismatch is caught in the browser, then a real change.
  await profile.locator('input[name="currentPassword"]').fill(firstPassword);
  await profile.locator('input[name="newPassword"]').fill(newPassword);
  await profile.locator('input[name="confirmPassword"]').fill(`${newPassword}x`);
  await profile.getByRole('button', { name: 'Change password' }).click();
  await expect(errorOf(profile.locator('input[name="confirmPassword"]'))).toHaveText('Passwords do not match');
  await profile.locator('input[name="confirmPassword"]').fill(newPassword);
  await profile.getByRole('button', { name: 'Change password' }).click();
  await expect(profile.getByTestId('password-message')).toHaveText('Your password has been changed.');
  // The change ended the old token and issued a new one: the page still works signed in.
  await page.reload();
  await expect(page.getByTestId('profile-page').locator('input[name="name"]')).toHaveValue('Ayşe Demir');

  // Log out from the user menu: on /profile the guard sends the visitor to sign in.
  await (await openUserMenu(page)).getByTestId('logout-button').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile')}`);
  expect(await storageItem(page, 'token')).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?redirect=%2Fprofile');
  await expect(page.locator(LOGIN_SELECTOR)).toBeVisible();

  // The old password no longer works; the new one does, and leads back to /profile.
  await login.email.fill(email);
  await login.password.fill(firstPassword);
  await login.submit.click();
  await expect(login.message).toHaveText('Invalid email or password');
  await login.password.fill(newPassword);
  await Promise.all([watchForBriefText(page, 'login-message', 'Login successful!'), login.submit.click()]);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByTestId('profile-page').locator('input[name="name"]')).toHaveValue('Ayşe Demir');
  await expect(page.getByTestId('user-menu')).toContainText('Ayşe Demir');
});

test('register validates in the browser: required fields, e-mail, length, mismatch; a taken e-mail gets the same answer as a new one', async ({
  page,
  request,
}) => {
  const taken = uniqueEmail('taken');
  await registerViaApi(request, { name: 'Taken Person', email: taken, password: 'TakenPass123' });
  let registerCalls = 0;
  page.on('request', (r) => {
    // Every API call carries ?lang=…: compare the path only.
    if (new URL(r.url()).pathname === '/api/auth/register') registerCalls += 1;
  });

  await page.goto('/register');
  const register = page.getByTestId('register-view');
  const input = (name: string) => register.locator(`input[name="${name}"]`);
  const submit = register.getByRole('button', { name: 'Create account' });

  await submit.click();
  await expect(errorOf(input('name'))).toHaveText('Name is required');
  await expect(errorOf(input('email'))).toHaveText('Email is required');
  await expect(errorOf(input('password'))).toHaveText('Password is required');
  for (const name of ['name', 'email', 'password']) await expect(input(name)).toHaveAttribute('aria-invalid', 'true');

  await input('name').fill('Mehmet Kaya');
  await input('email').fill('not-an-email');
  await input('password').fill('short');
  await input('confirm').fill('short');
  await submit.click();
  await expect(errorOf(input('name'))).toHaveCount(0);
  await expect(errorOf(input('email'))).toHaveText('Please enter a valid email');
  await expect(errorOf(input('password'))).toHaveText('Password must be at least 8 characters');

  await input('email').fill(uniqueEmail('mismatch'));
  await input('password').fill('LongEnough123');
  await input('confirm').fill('LongEnough124');
  await submit.click();
  await expect(errorOf(input('email'))).toHaveCount(0);
  await expect(errorOf(input('password'))).toHaveCount(0);
  await expect(errorOf(input('confirm'))).toHaveText('Passwords do not match');
  expect(registerCalls, 'nothing is sent while the form is invalid').toBe(0);
  await expect(register.getByTestId('register-message')).toHaveCount(0);

  // Valid in the browser but the e-mail is taken: the answer is the same as for a new address, so the
  // form does not tell who has an account (the owner is e-mailed instead; api/test covers the mail).
  await input('email').fill(taken);
  await input('confirm').fill('LongEnough123');
  // Typing cleared the error, so the click that follows (which blurs the field) lands on the
  // button: an error removed on blur used to move it up between mouse-down and mouse-up.
  await expect(errorOf(input('confirm'))).toHaveCount(0);
  await submit.click();
  await expect(register.getByTestId('register-message')).toHaveText('Account created successfully! You can now log in.');
  expect(registerCalls).toBe(1);
  await expect(page).toHaveURL(/\/login\?/);
});

test('a signed-out visitor is sent to sign in and, 0.5 s after signing in, back to the full original path', async ({ page, request }) => {
  await ensureTestUsers(request);
  // Records (in the page) when "Login successful!" appeared and when the router left /login.
  await page.addInitScript(() => {
    const w = window as unknown as { __loginShownAt?: number; __leftLoginAt?: number };
    const observer = new MutationObserver(() => {
      if (w.__loginShownAt === undefined && document.querySelector('[data-testid="login-message"]')?.textContent === 'Login successful!') {
        w.__loginShownAt = performance.now();
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
    );
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        if (w.__leftLoginAt === undefined && w.__loginShownAt !== undefined && location.pathname !== '/login') {
          w.__leftLoginAt = performance.now();
        }
      };
    }
  });

  const original = '/bookings/abc?x=1';
  await page.goto(original);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(original)}`);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(original);
  const login = loginView(page);
  await expect(login.status).toHaveAttribute('data-status', 'online');

  // Without "remember me" the session is kept for this tab only.
  await expect(login.remember).toBeChecked();
  await login.remember.uncheck();
  await signInOnLoginView(page, USER.email, USER.password);
  await expect(page).toHaveURL(original);
  await expect(page.getByTestId('booking-detail')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText(USER.name);

  // The 0.5 s run from the sign-in answer (the page starts its timer when it shows the message):
  // measured from the message's paint instead, a render slowed by a busy machine ate into them.
  const timing = await page.evaluate(() => {
    const w = window as unknown as { __loginShownAt?: number; __leftLoginAt?: number };
    const answer = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/auth/login')) as
      PerformanceResourceTiming | undefined;
    return { answered: answer?.responseEnd, shown: w.__loginShownAt, left: w.__leftLoginAt };
  });
  expect(timing.answered, 'the sign-in answer was timed').toBeDefined();
  expect(timing.shown, 'the success message was seen').toBeDefined();
  expect(timing.left, 'the route change was seen').toBeDefined();
  expect(timing.left! > timing.shown!, 'the message shows before the redirect').toBe(true);
  expect(timing.left! - timing.answered!, 'the redirect waits 0.5 s after the sign-in').toBeGreaterThanOrEqual(450);

  expect(await storageItem(page, 'token'), 'not remembered: nothing in localStorage').toBeNull();
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeTruthy();
});

test('a tab left on /login goes on by itself when the visitor signs in in another tab', async ({ context, page, request }) => {
  await ensureTestUsers(request);
  await page.goto('/login?redirect=%2Fbookings');
  await expect(loginView(page).view).toBeVisible();
  const other = await context.newPage();
  await other.goto('/login');
  await signInOnLoginView(other, USER.email, USER.password);
  await expect(other).toHaveURL('/');
  // The first tab follows, in place of its form: Back leaves the site's history as it was.
  await expect(page).toHaveURL('/bookings');
  await expect(loginView(page).view).toHaveCount(0);
  await other.close();
});

test('a signed-in user is kept out of /admin and has no Admin Panel link', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto('/admin/hotels');
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.getByTestId('admin-layout')).toHaveCount(0);
  const menu = await openUserMenu(page);
  await expect(menu.getByTestId('user-menu-profile')).toBeVisible();
  await expect(menu.getByTestId('user-menu-bookings')).toBeVisible();
  await expect(menu.getByTestId('user-menu-admin')).toHaveCount(0);
});

test('an admin signing in on /login goes to /admin, and the user menu has the Admin Panel link', async ({ page, request }) => {
  await ensureTestUsers(request);
  await page.goto('/login');
  await signInOnLoginView(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  // The back-office has its own frame without the public header; its site link leads back to it.
  await page.getByTestId('admin-site-link').click();
  await expect(page).toHaveURL('/');
  const menu = await openUserMenu(page);
  const adminLink = menu.getByTestId('user-menu-admin');
  await expect(adminLink).toHaveText('Admin Panel');
  await expect(adminLink).toHaveAttribute('href', '/admin/packages');
  await adminLink.click();
  await expect(page).toHaveURL('/admin/packages');
  await expect(page.getByTestId('admin-layout')).toBeVisible();
});

test(
  'with the API stopped, sign-in says the server is not responding and the indicator turns Offline',
  ownSite('stops the API to show the offline state'),
  async ({ page, isolatedSite }) => {
    await page.goto(isolatedSite.url('/login'));
    const login = loginView(page);
    await expect(login.status).toHaveAttribute('data-status', 'online');
    await expect(login.status).toContainText('Online');

    // Stop the very server that served the page; the page stays open.
    await isolatedSite.stop();
    const down = await fetch(isolatedSite.url('/api/auth/status'), { signal: AbortSignal.timeout(2_000) }).then(
      () => 'answered',
      () => 'down',
    );
    expect(down, 'the API really is down').toBe('down');

    await login.email.fill(USER.email);
    await login.password.fill(USER.password);
    await login.submit.click();
    await expect(login.message).toHaveText('Server is not responding. Please try again later.');
    await expect(login.status).toHaveAttribute('data-status', 'offline');
    await expect(login.status).toContainText('Offline');
    await expect(login.submit).toBeEnabled();

    // Known offline now: the second attempt is stopped before any request.
    const attempts: string[] = [];
    page.on('request', (r) => attempts.push(r.url()));
    await login.submit.click();
    await expect(login.message).toHaveText('Server is currently offline. Please try again later.');
    expect(
      attempts.filter((url) => url.includes('/api/')),
      'no request is made while offline',
    ).toEqual([]);
    await expect(page).toHaveURL(/\/login$/);
  },
);

test('Create Test Users lists both accounts; "Use" fills the form and signs the user in', async ({ page }) => {
  await page.goto('/login');
  const login = loginView(page);
  const panel = page.getByTestId('test-users');
  await panel.getByRole('button', { name: 'Create Test Users' }).click();
  await expect(panel.getByRole('status')).toHaveText('Test users created successfully!');
  const table = panel.getByTestId('test-credentials');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  const adminRow = table.locator('tr[data-role="admin"]');
  const userRow = table.locator('tr[data-role="user"]');
  await expect(adminRow).toContainText('Admin');
  await expect(adminRow).toContainText(ADMIN.email);
  await expect(adminRow).toContainText(ADMIN.password);
  await expect(userRow).toContainText('User');
  await expect(userRow).toContainText(USER.email);
  await expect(userRow).toContainText(USER.password);

  await userRow.getByRole('button', { name: 'Use' }).click();
  await expect(login.email).toHaveValue(USER.email);
  await expect(login.password).toHaveValue(USER.password);
  await Promise.all([watchForBriefText(page, 'login-message', 'Login successful!'), login.submit.click()]);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-menu')).toContainText(USER.name);
  expect(await storageItem(page, 'userRole')).toBe('user');
});

test('the header login modal: validation, wrong password, register mode and back, then sign-in on the same page', async ({
  page,
  request,
}) => {
  await ensureTestUsers(request);
  await page.goto('/hotels?sort=price');
  await expect(page.locator('[data-testid="screen"][data-app="mf-hotels"]')).toBeVisible();
  await page.getByTestId('login-button').click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const email = modal.getByLabel('Email');
  const password = modal.getByLabel('Password', { exact: true });
  const submit = modal.locator('form button[type="submit"]');
  const message = modal.getByTestId('login-modal-message');

  // Empty: both fields say what is missing, nothing is sent.
  await submit.click();
  await expect(errorOf(email)).toHaveText('Email is required');
  await expect(errorOf(password)).toHaveText('Password is required');
  await expect(message).toHaveCount(0);

  // Wrong password.
  await email.fill(USER.email);
  await password.fill('WrongPassword1');
  await submit.click();
  await expect(message).toHaveText('Invalid email or password');
  await expect(modal).toBeVisible();

  // To register mode (a name field appears) and back.
  await modal.getByRole('button', { name: 'New here? Create an account' }).click();
  await expect(modal.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(modal.getByLabel('Full name')).toBeVisible();
  await expect(message).toHaveCount(0);
  await modal.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(modal.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(modal.getByLabel('Full name')).toHaveCount(0);

  // Sign in: the modal closes and the visitor stays where they were.
  await email.fill(USER.email);
  await password.fill(USER.password);
  await Promise.all([watchForBriefText(page, 'login-modal-message', 'Login successful'), submit.click()]);
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL('/hotels?sort=price');
  await expect(page.getByTestId('user-menu')).toContainText(USER.name);
  await expect(page.getByTestId('login-button')).toHaveCount(0);
  await expect(page.locator('[data-testid="screen"][data-app="mf-hotels"]')).toBeVisible();
});
