import { NotFound, ScreenSwitch } from '@trabzon/ui';
import { routes } from './routes';

/** What the shell mounts on this remote's paths: the screen the current path names. */
export default function App() {
  return <ScreenSwitch routes={routes} fallback={<NotFound />} />;
}

/** The shell renders this module once its texts are loaded (see ./i18n). */
export { textsReady as ready } from './i18n';
