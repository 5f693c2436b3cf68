import { createAppConfig } from '@trabzon/mf-config';

// The host: no remotes at build time; it reads them from /remotes.json when the page boots.
export default createAppConfig({ name: 'shell', dir: import.meta.dirname, host: true });
