import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@trabzon/ui/fonts';
import { addTranslationLoader, initI18n } from '@trabzon/i18n';
import { fetchRegistry, registerRegistry } from './remotes/registry';
import { loadSiteSettings } from './layout/siteSettings';
import { App } from './App';
import { loadShellTexts } from './texts/load';

async function boot() {
  // The site's default language must be known before i18n starts with it.
  const [registry] = await Promise.all([fetchRegistry(), loadSiteSettings()]);
  // Only the active language's texts before the first render; another language loads when chosen.
  void addTranslationLoader(loadShellTexts);
  await initI18n();
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
