import type { ReactElement } from 'react';
import { HomePage } from './features/home/HomePage';
import { PrivacyPage, TermsPage, ContractPage } from './features/legal/LegalPages';
import { ShellScreen } from './features/ShellScreen';
import { RequireAuth } from './features/account/guards';
import { LoginPage } from './features/account/pages/LoginPage';
import { RegisterPage } from './features/account/pages/RegisterPage';
import { ProfilePage } from './features/account/pages/ProfilePage';
import { ForgotPasswordPage } from './features/account/pages/ForgotPasswordPage';
import { ResetPasswordPage } from './features/account/pages/ResetPasswordPage';
import { BookingsPage } from './features/bookings/pages/BookingsPage';
import { BookingPage } from './features/checkout/BookingPage';
import { BookingDetailPage } from './features/bookings/pages/BookingDetailPage';

/** The screens the shell itself owns (home, account, checkout, legal). */
export const shellRoutes: { path: string; element: ReactElement }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/booking', element: <BookingPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/contract', element: <ContractPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/profile', element: <RequireAuth><ProfilePage /></RequireAuth> },
  { path: '/bookings', element: <RequireAuth><BookingsPage /></RequireAuth> },
  { path: '/bookings/:id', element: <RequireAuth><BookingDetailPage /></RequireAuth> },
];
