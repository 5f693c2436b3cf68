import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@trabzon/ui/fonts';
import { addTranslations, initI18n } from '@trabzon/i18n';
import { fetchRegistry, registerRegistry } from './remotes/registry';
import { loadSiteSettings } from './layout/siteSettings';
import { App } from './App';
import { registerAccountTranslations } from './features/account/i18n';
import { registerBookingsTranslations } from './features/bookings/i18n';
import { registerHomeTranslations } from './features/home/i18n';
import { registerCheckoutPageTranslations } from './features/checkout/i18n';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

async function boot() {
  // The site's default language must be known before i18n starts with it.
  const [registry] = await Promise.all([fetchRegistry(), loadSiteSettings()]);
  await initI18n();
  addTranslations('shell', { en, tr, ar });
  registerAccountTranslations();
  registerBookingsTranslations();
  registerHomeTranslations();
  registerCheckoutPageTranslations();
  registerRegistry(registry);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App registry={registry} />
    </StrictMode>,
  );
}

void boot();
