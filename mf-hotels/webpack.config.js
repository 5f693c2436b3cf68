import { createAppConfig } from '@trabzon/mf-config';

export default createAppConfig({
  name: 'mf-hotels',
  dir: import.meta.dirname,
  exposes: {
    './App': './src/App.tsx',
    // Home-page widgets (the registry lists them as FeaturedHotels and SpecialOffers).
    './FeaturedHotels': './src/widgets/FeaturedHotels.tsx',
    './SpecialOffers': './src/widgets/SpecialOffers.tsx',
  },
});
