import { lazyScreen, type ScreenRoute } from '@trabzon/ui';
import { HotelsListScreen } from './features/list/HotelsListScreen';
import { HotelDetailScreen } from './features/detail/HotelDetailScreen';
import { prefetchHotel, prefetchHotelsList } from './features/prefetch';

/** Every screen of mf-hotels, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/hotels', Screen: HotelsListScreen, prefetch: prefetchHotelsList },
  { path: '/hotels/:id', Screen: HotelDetailScreen, prefetch: prefetchHotel },
  // The provider's hotels book through the checkout form (react-hook-form, @trabzon/checkout: 27 kB
  // gzipped) that the other two screens do not use.
  { path: '/trabzon-hotels', Screen: lazyScreen(() => import('./features/trabzon/TrabzonHotelsScreen'), 'TrabzonHotelsScreen') },
];
