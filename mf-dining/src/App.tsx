import { NotFound, prefetchScreenData, ScreenSwitch } from '@trabzon/ui';
import { routes } from './routes';

// The page's own screen: its data starts loading now, beside this remote's texts.
prefetchScreenData(routes);

/** What the shell mounts on this remote's paths: the screen the current path names. */
export default function App() {
  return <ScreenSwitch routes={routes} fallback={<NotFound />} />;
}

/** The shell renders this module once its texts are loaded (see ./i18n). */
export { textsReady as ready } from './i18n';
