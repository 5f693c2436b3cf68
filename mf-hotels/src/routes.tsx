import type { ScreenRoute } from '@trabzon/ui';
import { HotelsListScreen } from './features/list/HotelsListScreen';
import { HotelDetailScreen } from './features/detail/HotelDetailScreen';
import { TrabzonHotelsScreen } from './features/trabzon/TrabzonHotelsScreen';

/** Every screen of mf-hotels, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/hotels', Screen: HotelsListScreen },
  { path: '/hotels/:id', Screen: HotelDetailScreen },
  { path: '/trabzon-hotels', Screen: TrabzonHotelsScreen },
];
