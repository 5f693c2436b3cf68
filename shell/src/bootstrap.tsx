import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@trabzon/ui/fonts';
import { addTranslationLoader, initI18n } from '@trabzon/i18n';
import { useLocaleStore } from '@trabzon/stores';
import { registerRegistry } from './remotes/registry';
import { earlyRequests } from './boot/earlyRequests';
import { prefetchRoute } from './remotes/usePrefetchRoute';
import { loadSiteSettings } from './layout/siteSettings';
import { App } from './App';
import { loadShellTexts } from './texts/load';
import { prefetchHomepageSettings } from './features/home/queries/useHomepageSettings';
import { loadHomePage } from './features/home/load';
import { forgetUserQueriesWhenSessionEnds } from './features/account/model/userQueries';
import { queryClient } from '@trabzon/ui';

async function boot() {
  const early = earlyRequests();
  // The page's one query cache (a federation singleton) forgets a user's answers when their session
  // ends, however it ends: signing out, a 401, another tab.
  forgetUserQueriesWhenSessionEnds(queryClient);
  // The remote that owns the address opened starts loading as soon as the registry is known,
  // beside the texts and the shell's first render instead of after them.
  const registered = early.registry.then((registry) => {
    registerRegistry(registry);
    prefetchRoute(registry, window.location.pathname);
    return registry;
  });
  // The site's default language must be known before i18n starts with it.
  await loadSiteSettings(early.settings);
  // Only the active language's texts before the first render; another language loads when chosen.
  void addTranslationLoader(loadShellTexts);
  // On /, the hero's slides too, and the home page with its texts (index.ts asked for its chunk):
  // its first render then shows the picture the first paint drew, with no loading state between.
  // A failed download does not stop boot: the page's route says it, with a Try again.
  const home = window.location.pathname === '/';
  const heroSlides = home ? prefetchHomepageSettings(useLocaleStore.getState().language) : null;
  const homeScreen = home
    ? loadHomePage().then(
        (module) => module.ready,
        () => undefined,
      )
    : null;
  const [registry] = await Promise.all([registered, initI18n(), heroSlides, homeScreen]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser, instead of one long task: the
  // first render of the home page was a 0.6 s task on a 4x slower CPU.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App registry={registry} />
      </StrictMode>,
    ),
  );
}

void boot();
