import type { ScreenRoute } from '@trabzon/ui';
import { CarTransfersScreen } from './features/search/CarTransfersScreen';
import { TaxiScreen } from './features/taxi/TaxiScreen';

/** Every screen of mf-transfers, by the absolute path it answers (Leaflet loads with the map only). */
export const routes: ScreenRoute[] = [
  { path: '/car-transfers', Screen: CarTransfersScreen },
  { path: '/taxis', Screen: TaxiScreen },
];
