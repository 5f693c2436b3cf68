import { Suspense, type ComponentType, type ReactElement } from 'react';
import { lazyComponent, LoadBoundary, Spinner } from '@trabzon/ui';
import { loadHomePage } from './features/home/load';
import { RequireAuth } from './features/account/guards';

/** Tells page() elements apart (see its key). */
let pageCount = 0;

/**
 * A screen loaded on first visit, so a page does not download every shell screen. Each
 * page module exports its component by name and, when it brings its own texts, their `ready`
 * promise: the screen renders once they are there, so it never shows its keys for a moment.
 * When the download fails (a dropped connection, a deploy that replaced the chunk), the failure is
 * said in the page's place with a Try again that loads it afresh, the header and footer stay usable,
 * and a later visit tries again (lazyComponent forgets a failed load; React.lazy would keep it).
 */
export function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): ReactElement {
  const Screen = lazyComponent(async () => {
    const module = await load();
    await (module as { ready?: Promise<unknown> }).ready;
    return module[name] as ComponentType;
  });
  // Its own key: the router renders every route's element in the same place, so without one a failed
  // page's boundary (and its error panel) would be kept for the next page() route visited.
  return (
    <LoadBoundary key={`page-${++pageCount}`}>
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    </LoadBoundary>
  );
}

const legal = () => import('./features/legal/LegalPages');

/** The screens the shell itself owns (home, account, checkout, legal). */
export const shellRoutes: { path: string; element: ReactElement }[] = [
  { path: '/', element: page(loadHomePage, 'HomePage') },
  { path: '/booking', element: page(() => import('./features/checkout/BookingPage'), 'BookingPage') },
  { path: '/privacy', element: page(legal, 'PrivacyPage') },
  { path: '/terms', element: page(legal, 'TermsPage') },
  { path: '/contract', element: page(legal, 'ContractPage') },
  { path: '/login', element: page(() => import('./features/account/pages/LoginPage'), 'LoginPage') },
  { path: '/register', element: page(() => import('./features/account/pages/RegisterPage'), 'RegisterPage') },
  { path: '/forgot-password', element: page(() => import('./features/account/pages/ForgotPasswordPage'), 'ForgotPasswordPage') },
  { path: '/reset-password/:token', element: page(() => import('./features/account/pages/ResetPasswordPage'), 'ResetPasswordPage') },
  { path: '/profile', element: <RequireAuth>{page(() => import('./features/account/pages/ProfilePage'), 'ProfilePage')}</RequireAuth> },
  { path: '/bookings', element: <RequireAuth>{page(() => import('./features/bookings/pages/BookingsPage'), 'BookingsPage')}</RequireAuth> },
  // Public: a booking made without an account, by reference and e-mail; listed before /bookings/:id, which needs a sign-in.
  { path: '/bookings/find', element: page(() => import('./features/bookings/pages/FindBookingPage'), 'FindBookingPage') },
  // Public: the link in a guest's hold e-mail (the token is the proof); listed before /bookings/:id, which needs a sign-in.
  { path: '/bookings/confirm/:token', element: page(() => import('./features/bookings/pages/ConfirmHoldPage'), 'ConfirmHoldPage') },
  {
    path: '/bookings/:id',
    element: <RequireAuth>{page(() => import('./features/bookings/pages/BookingDetailPage'), 'BookingDetailPage')}</RequireAuth>,
  },
];
