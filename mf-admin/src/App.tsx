import { NotFound, ScreenSwitch, ToastProvider } from '@trabzon/ui';
import { addTranslations } from '@trabzon/i18n';
import { routes } from './routes';
import { AdminLayout } from './layout/AdminLayout';
import { ConfirmProvider } from './components/ConfirmDialog';
import en from './locales/en.json';
import tr from './locales/tr.json';
import ar from './locales/ar.json';

addTranslations('admin', { en, tr, ar });

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
