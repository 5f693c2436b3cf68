import { NotFound, ScreenSwitch } from '@trabzon/ui';
import './i18n';
import { routes } from './routes';

/** What the shell mounts on this remote's paths: the screen the current path names. */
export default function App() {
  return <ScreenSwitch routes={routes} fallback={<NotFound />} />;
}
