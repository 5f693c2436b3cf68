import { createAppConfig } from '@trabzon/mf-config';

export default createAppConfig({
  name: 'mf-packages',
  dir: import.meta.dirname,
  exposes: {
    './App': './src/App.tsx',
    // Home-page widgets (the registry lists them as FeaturedDestinations and FeaturedPackages).
    './FeaturedDestinations': './src/widgets/FeaturedDestinations.tsx',
    './FeaturedPackages': './src/widgets/FeaturedPackages.tsx',
  },
});
