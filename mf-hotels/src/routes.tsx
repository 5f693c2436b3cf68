import type { ScreenRoute } from '@trabzon/ui';
import { placeholderScreen } from './screens/placeholder';

/** Every screen of mf-hotels, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/hotels', Screen: placeholderScreen('screens.hotelsList') },
  { path: '/hotels/:id', Screen: placeholderScreen('screens.hotelDetail') },
  { path: '/trabzon-hotels', Screen: placeholderScreen('screens.trabzonHotels') },
];
