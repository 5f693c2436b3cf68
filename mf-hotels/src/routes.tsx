import type { ScreenRoute } from '@trabzon/ui';
import { HotelsListScreen } from './features/list/HotelsListScreen';
import { HotelDetailScreen } from './features/detail/HotelDetailScreen';
import { placeholderScreen } from './screens/placeholder';

/** Every screen of mf-hotels, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/hotels', Screen: HotelsListScreen },
  { path: '/hotels/:id', Screen: HotelDetailScreen },
  // The provider-backed Trabzon hotels screen is another issue's work.
  { path: '/trabzon-hotels', Screen: placeholderScreen('screens.trabzonHotels') },
];
