import { createAppConfig } from '@trabzon/mf-config';

export default createAppConfig({
  name: 'mf-transfers',
  dir: import.meta.dirname,
  exposes: { './App': './src/App.tsx' },
});
