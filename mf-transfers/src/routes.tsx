import type { ScreenRoute } from '@trabzon/ui';
import { placeholderScreen } from './screens/placeholder';

/** Every screen of mf-transfers, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/car-transfers', Screen: placeholderScreen('screens.carTransfers') },
  { path: '/taxis', Screen: placeholderScreen('screens.taxis') },
];
