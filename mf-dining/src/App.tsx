import { NotFound, ScreenSwitch } from '@trabzon/ui';
import { addTranslations } from '@trabzon/i18n';
import { routes } from './routes';
import { DINING_NS } from './lib/query';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

addTranslations(DINING_NS, { en, tr, ar });

/** What the shell mounts on this remote's paths: the screen the current path names. */
export default function App() {
  return <ScreenSwitch routes={routes} fallback={<NotFound />} />;
}
