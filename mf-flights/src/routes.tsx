import type { ScreenRoute } from '@trabzon/ui';
import { FlightsScreen } from './features/flights/FlightsScreen';

/** Every screen of mf-flights, by the absolute path it answers. */
export const routes: ScreenRoute[] = [{ path: '/flights', Screen: FlightsScreen }];
