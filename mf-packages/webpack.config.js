import { createAppConfig } from '@trabzon/mf-config';

export default createAppConfig({
  name: 'mf-packages',
  dir: import.meta.dirname,
  exposes: { './App': './src/App.tsx' },
});
