import type { ScreenRoute } from '@trabzon/ui';
import { placeholderScreen } from './screens/placeholder';

/** Every screen of mf-packages, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/packages', Screen: placeholderScreen('screens.packagesList') },
  { path: '/packages/:slug', Screen: placeholderScreen('screens.packageDetail') },
];
