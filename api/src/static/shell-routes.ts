/**
 * The paths the shell itself renders (kept equal to shell/src/routes.tsx by a unit test). With
 * the registry's remote routes they tell the server which paths exist, so an unknown one is
 * answered with the shell's 404 page and a real 404 status.
 */
export const SHELL_PATHS = [
  '/',
  '/booking',
  '/privacy',
  '/terms',
  '/contract',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/:token',
  '/profile',
  '/bookings',
  '/bookings/find',
  '/bookings/confirm/:token',
  '/bookings/:id',
];
