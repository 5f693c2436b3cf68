import type { ScreenRoute } from '@trabzon/ui';
import { placeholderScreen } from './screens/placeholder';

/** Every screen of mf-flights, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/flights', Screen: placeholderScreen('screens.flightsSearch') },
];
