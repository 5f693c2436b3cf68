import { NotFound, ScreenSwitch, ToastProvider } from '@trabzon/ui';
import { routes } from './routes';
import { AdminLayout } from './layout/AdminLayout';
import { ConfirmProvider } from './components/ConfirmDialog';

export { textsReady as ready } from './i18n';

/** What the shell mounts on /admin/*: the admin frame around the screen the current path names. */
export default function App() {
  return (
    <ToastProvider>
      <ConfirmProvider>
        <AdminLayout>
          <ScreenSwitch routes={routes} fallback={<NotFound />} />
        </AdminLayout>
      </ConfirmProvider>
    </ToastProvider>
  );
}
