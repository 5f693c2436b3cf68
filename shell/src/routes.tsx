import type { ReactElement } from 'react';
import { HomePage } from './features/home/HomePage';
import { PrivacyPage, TermsPage, ContractPage } from './features/legal/LegalPages';
import { ShellScreen } from './features/ShellScreen';

/** The screens the shell itself owns (home, account, checkout, legal). */
export const shellRoutes: { path: string; element: ReactElement }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/booking', element: <ShellScreen titleKey="screens.booking" /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/contract', element: <ContractPage /> },
  { path: '/login', element: <ShellScreen titleKey="screens.login" /> },
  { path: '/register', element: <ShellScreen titleKey="screens.register" /> },
  { path: '/profile', element: <ShellScreen titleKey="screens.profile" /> },
  { path: '/bookings', element: <ShellScreen titleKey="screens.bookings" /> },
  { path: '/bookings/:id', element: <ShellScreen titleKey="screens.bookingDetail" /> },
];
