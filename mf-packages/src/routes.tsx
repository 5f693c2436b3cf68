import type { ScreenRoute } from '@trabzon/ui';
import { PackagesListScreen } from './features/list/PackagesListScreen';
import { PackageDetailScreen } from './features/detail/PackageDetailScreen';
import { prefetchPackage, prefetchPackagesList } from './features/prefetch';

/** Every screen of mf-packages, by the absolute path it answers. */
export const routes: ScreenRoute[] = [
  { path: '/packages', Screen: PackagesListScreen, prefetch: prefetchPackagesList },
  { path: '/packages/:slug', Screen: PackageDetailScreen, prefetch: prefetchPackage },
];
